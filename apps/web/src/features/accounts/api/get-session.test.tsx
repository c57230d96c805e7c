// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, sessionCountsAt, sessionQueryKey, useCommunitySession } from './get-session';

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function setCsrfCookie(present: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie header
  document.cookie = present
    ? 'portal_csrf=abc123; path=/'
    : 'portal_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(() => {
  cleanup();
  setCsrfCookie(false);
  vi.unstubAllGlobals();
});

const signedInSummary = {
  kind: 'user',
  community: 'maple-court',
  user: {
    id: 7,
    username: 'ana@example.com',
    first_name: 'Ana',
    middle_name: null,
    last_name: 'Reyes',
    suffix: null,
    email: 'ana@example.com',
    phone_number: '512-555-0100',
    date_of_birth: '1990-01-01',
    sms_opt_in: false,
    completed_account_setup: true,
    can_update_PII: true,
    accepted_terms_revision: null,
    transactions: [],
  },
  impersonated_by: null,
  idle_timeout_minutes: 20,
  staff_role: null,
};

describe('getSession', () => {
  it('knows nobody is signed in without asking when the browser holds no session cookie', async () => {
    const fetch = answer(401, {
      error_type: 'AuthenticationError',
      message: 'Please log in to continue.',
      errors: {},
    });
    await expect(getSession()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the API when a session cookie is held, and reads an ended session as nobody', async () => {
    setCsrfCookie(true);
    const fetch = answer(401, {
      error_type: 'AuthenticationError',
      message: 'Please log in to continue.',
      errors: {},
    });
    await expect(getSession()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('returns who is signed in', async () => {
    setCsrfCookie(true);
    answer(200, signedInSummary);
    await expect(getSession()).resolves.toMatchObject({ kind: 'user', community: 'maple-court' });
  });
});

describe('useCommunitySession', () => {
  it('re-renders a component for the session it reads, not for each time the session is read again', async () => {
    setCsrfCookie(true);
    answer(200, signedInSummary);
    const queryClient = new QueryClient();
    let renders = 0;
    function SignedInName() {
      const { session } = useCommunitySession('maple-court');
      renders += 1;
      return <p>{session ? session.user.first_name : 'nobody'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <SignedInName />
      </QueryClientProvider>,
    );
    await screen.findByText('Ana');
    const rendersWithSession = renders;

    // The realtime socket's every connection reads the session again; the same answer changes nothing shown.
    await act(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(renders).toBe(rendersWithSession);
  });
});

describe('sessionCountsAt', () => {
  it('counts a session at the community it was opened at, and nowhere else', () => {
    const atMaple = { community: 'maple-court', staff_role: null };
    expect(sessionCountsAt(atMaple, 'maple-court')).toBe(true);
    expect(sessionCountsAt(atMaple, 'lakeside-lofts')).toBe(false);
    expect(sessionCountsAt({ ...atMaple, staff_role: 'leasing_agent' }, 'lakeside-lofts')).toBe(false);
  });

  it("counts a staff member's company-wide session at every community: the server decides what it may see", () => {
    const companyWide = { community: null, staff_role: 'admin' } as const;
    expect(sessionCountsAt(companyWide, 'maple-court')).toBe(true);
    expect(sessionCountsAt(companyWide, 'cedar-point')).toBe(true);
    expect(sessionCountsAt({ community: null, staff_role: null }, 'maple-court')).toBe(false);
  });

  it('gives the company-wide session to a page of any community', async () => {
    setCsrfCookie(true);
    answer(200, { ...signedInSummary, community: null, staff_role: 'admin' });
    function SignedInName() {
      const { session } = useCommunitySession('lakeside-lofts');
      return <p>{session ? session.user.first_name : 'nobody'}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignedInName />
      </QueryClientProvider>,
    );
    await screen.findByText('Ana');
  });
});
