// @vitest-environment happy-dom
import '@/lib/i18n';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useEffect } from 'react';
import { MemoryRouter, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { CommunityProvider } from '@/lib/community-context';
import { useMarkJustSigned } from '@/shared/journey-step/transaction-context';
import { isJustSigned } from '@/shared/status/status-pages';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import { approvedTransactionFixture, transactionEvent } from '@/test-support/transaction-fixture';
import { transactionQueryKey } from '../api/transaction-query-key';
import { TransactionLayout } from './TransactionLayout';

const community = communityFixture();
const session = { kind: 'user', community: 'maple-court' } as SessionSummary;
const at = transactionEvent;
const approved = approvedTransactionFixture();
/** The caller was the household's last signer: everyone has signed, the leasing team is to countersign. */
const everyoneSigned = {
  ...approved,
  events: [
    ...approved.events,
    at(TransactionStep.Signed, 3),
    at(TransactionStep.WaitingAgentConfirmation, 3, null),
  ],
};
/**
 * The approved page's signing, as useSignDocument does it: told by the signing window, it marks the caller
 * as just signed, records the signature, then goes to lease-signed saying so.
 */
function Signing({ recorded }: { recorded: Promise<void> }) {
  const markJustSigned = useMarkJustSigned();
  const navigate = useNavigate();
  const signed = async () => {
    markJustSigned();
    await recorded;
    await navigate('/maple-court/transaction/7/lease-signed', { state: { justSigned: true } });
  };
  return (
    <button type="button" onClick={() => void signed()}>
      Signed
    </button>
  );
}

function Shown({ name }: { name: string }) {
  const { state } = useLocation();
  return <p>{`${name}${isJustSigned(state) ? ' (just signed)' : ''}`}</p>;
}

/** The path the app is at, as the last render left it. */
let currentPath = '';

function Pages({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    currentPath = pathname;
  }, [pathname]);
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

function renderLayout(signing: Promise<void>, leaseSigned: RouteObject) {
  const routes: RouteObject[] = [
    {
      path: '/:community/transaction/:transactionId',
      Component: TransactionLayout,
      children: [
        { path: 'application-approved', Component: () => <Signing recorded={signing} /> },
        { path: 'lease-signed', ...leaseSigned },
        { path: 'pending-confirmation', Component: () => <Shown name="Pending confirmation page" /> },
      ],
    },
  ];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <MemoryRouter initialEntries={['/maple-court/transaction/7/application-approved']}>
          <Pages routes={routes} />
        </MemoryRouter>
      </CommunityProvider>
    </QueryClientProvider>,
  );
  return { client };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the transaction layout, as the last signer signs', () => {
  it('keeps them going to lease-signed when the realtime read of the transaction lands while it loads', async () => {
    fakeApi({
      '/api/transactions/7/': [
        { status: 200, body: approved },
        { status: 200, body: everyoneSigned },
      ],
    });
    // Lease-signed is code-split: its module is still loading when the realtime event is handled.
    let loaded = () => {};
    const loading = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    let requested = false;
    const LeaseSignedPage = lazy(async () => {
      requested = true;
      await loading;
      return { default: () => <Shown name="Lease signed page" /> };
    });
    const { client } = renderLayout(Promise.resolve(), { Component: LeaseSignedPage });

    fireEvent.click(await screen.findByRole('button', { name: 'Signed' }));
    await waitFor(() => expect(requested).toBe(true));
    // The signature's realtime event: the transaction, read again, says everyone has signed.
    await act(() => client.invalidateQueries({ queryKey: transactionQueryKey(7) }));
    expect(client.getQueryData(transactionQueryKey(7))).toEqual(everyoneSigned);
    await act(async () => loaded());

    expect(await screen.findByText('Lease signed page (just signed)')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentPath).toBe('/maple-court/transaction/7/lease-signed');
    expect(screen.queryByText(/Pending confirmation page/)).toBeNull();
  });

  it('keeps someone coming back to the approved page after everyone signed on pending-confirmation', async () => {
    fakeApi({ '/api/transactions/7/': [{ status: 200, body: everyoneSigned }] });
    renderLayout(new Promise(() => {}), { Component: () => <Shown name="Lease signed page" /> });
    expect(await screen.findByText('Pending confirmation page')).toBeTruthy();
  });
});

describe('the transaction layout, once the leasing team took the access away', () => {
  it('sends the applicant to the unavailable page and reads nothing more of the application', async () => {
    const { requested } = fakeApi({
      '/api/transactions/7/': [
        {
          status: 200,
          body: { ...approved, applicant: { ...approved.applicant, has_access_to_application_link: false } },
        },
      ],
    });
    renderLayout(Promise.resolve(), { Component: () => <Shown name="Lease signed page" /> });
    await waitFor(() => expect(currentPath).toBe('/maple-court/application-unavailable'));
    expect(screen.queryByRole('button', { name: 'Signed' })).toBeNull();
    expect(requested).toEqual(['/api/transactions/7/']);
  });
});
