// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { t } from '@/lib/i18n';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { LeaseTermsPage } from './LeaseTermsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lease terms page', () => {
  it('shows its heading and the unit while the available terms are still being read', async () => {
    // The terms never answer: what shows is what the page shows before they do.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const transaction = leaseTransactionFixture();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/maple-court/transaction/${transaction.id}/lease-terms`]}>
          <CommunityProvider value={mapleCourt as CommunityConfiguration}>
            <TransactionProvider value={transaction}>
              <LeaseTermsPage />
            </TransactionProvider>
          </CommunityProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: t('journey.leaseTerms.heading') }),
    ).toBeTruthy();
    expect(screen.getByText(t('journey.leaseTerms.intro'))).toBeTruthy();
    expect(screen.getByText(transaction.unit.unit_number)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(t('journey.common.loading'));
  });
});
