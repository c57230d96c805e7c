// @vitest-environment happy-dom
import '@/lib/i18n';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { GuestSigning } from '@portal/domain/schemas/signing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { TransactionLayout } from '@/features/journey/components/TransactionLayout';
import { GuestSignerOutlet } from '@/features/signing/components/GuestSignerOutlet';
import { GuestSignerPage } from '@/features/signing/routes';
import { LeaseExecutedPage } from '@/features/status/components/LeaseExecutedPage';
import { LeaseSignedPage } from '@/features/status/components/StatusPages';
import { CommunityProvider } from '@/lib/community-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';

const guest = { kind: 'guest', community: 'maple-court' } as SessionSummary;
const applicant = { kind: 'user', community: 'maple-court' } as SessionSummary;
const agreement = {
  id: 31,
  name: 'Guarantor Agreement: Lee Park',
  document_type: 'guarantor_agreement' as const,
  is_signed: true,
  is_voided: false,
};
const signed: GuestSigning = {
  transaction_id: 7,
  executed: false,
  unit: {
    unit_number: '102',
    building: {
      name: 'Maple Court East',
      street_address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    },
  },
  is_pending_signature: false,
  is_lease_signature_being_processed: false,
  signable_documents: [agreement],
};

/** The path the app is at, with its fragment, as the last render left it. */
let currentPath = '';

function Pages({ routes }: { routes: RouteObject[] }) {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    currentPath = `${pathname}${hash}`;
  }, [pathname, hash]);
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

function renderAt(path: string, session: SessionSummary) {
  const routes: RouteObject[] = [
    // The ceremony stands on its own, outside the community's pages (app/StandaloneCommunityLayout).
    { path: '/:community/esign/:session', Component: () => <p>Ceremony page</p> },
    {
      path: '/:community',
      Component: GuestSignerOutlet,
      children: [
        { path: 'my-leases', Component: () => <p>My Leases page</p> },
        { path: 'privacy-policy', Component: () => <p>Privacy Policy page</p> },
        {
          path: 'transaction/:transactionId',
          Component: TransactionLayout,
          children: [
            { path: 'lease-signed', Component: LeaseSignedPage },
            { path: 'lease-executed', Component: LeaseExecutedPage },
          ],
        },
      ],
    },
  ];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={communityFixture()}>
        <MemoryRouter initialEntries={[path]}>
          <Pages routes={routes} />
        </MemoryRouter>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

// The guest's page is code-split: in, as a page is by the time a guest's session is known.
beforeAll(async () => {
  await GuestSignerPage.preload();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what a guest signer sees of the community (decision 0029)', () => {
  it('sends them from any other page to the household’s lease-signed page, read through their own read', async () => {
    const { requested } = fakeApi({ '/api/guest-signing/': [{ status: 200, body: signed }] });
    renderAt('/maple-court/my-leases', guest);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Signing!' })).toBeTruthy();
    await waitFor(() => expect(currentPath).toBe('/maple-court/transaction/7/lease-signed'));
    expect(screen.getByText('Maple Court East Unit 102')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to My Activity' })).toBeNull();
    expect(screen.queryByText('My Leases page')).toBeNull();
    expect(requested).not.toContain('/api/transactions/7/');
  });

  it('shows lease-executed once the lease is, with a copy of the guest’s own document', async () => {
    const { requested } = fakeApi({
      '/api/guest-signing/': [{ status: 200, body: { ...signed, executed: true } }],
      '/api/transaction/7/lease-document-url/?document_id=31': [
        { status: 200, body: { url: '/files/31.pdf' } },
      ],
    });
    renderAt('/maple-court/transaction/7/lease-signed', guest);

    expect(await screen.findByRole('link', { name: 'Download Lease Copy' })).toBeTruthy();
    await waitFor(() => expect(currentPath).toBe('/maple-court/transaction/7/lease-executed'));
    expect(requested).toContain('/api/transaction/7/lease-document-url/?document_id=31');
  });

  it('opens a document still theirs to sign in its ceremony, an embedded one with its PIN', async () => {
    fakeApi({
      '/api/guest-signing/': [
        {
          status: 200,
          body: {
            ...signed,
            is_pending_signature: true,
            signable_documents: [{ ...agreement, is_signed: false }],
          },
        },
      ],
      '/api/transaction/7/esign-config/?document_id=31': [
        {
          status: 200,
          body: {
            type: 30,
            data: { url: '/maple-court/esign/s3ss10n', signer_id: '9', security_pin: '4821' },
          },
        },
      ],
    });
    renderAt('/maple-court', guest);

    expect(await screen.findByText('Ceremony page')).toBeTruthy();
    await waitFor(() => expect(currentPath).toBe('/maple-court/esign/s3ss10n#pin=4821'));
  });

  it('leaves the policy pages open to a guest, and every page to everyone else', async () => {
    const { requested } = fakeApi({});
    renderAt('/maple-court/privacy-policy', guest);
    expect(await screen.findByText('Privacy Policy page')).toBeTruthy();
    cleanup();
    renderAt('/maple-court/my-leases', applicant);
    expect(await screen.findByText('My Leases page')).toBeTruthy();
    await waitFor(() => expect(requested).not.toContain('/api/guest-signing/'));
  });
});
