// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from './get-session';

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
  setCsrfCookie(false);
  vi.unstubAllGlobals();
});

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
    const summary = {
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
    answer(200, summary);
    await expect(getSession()).resolves.toMatchObject({ kind: 'user', community: 'maple-court' });
  });
});
