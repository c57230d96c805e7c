// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { OutstandingBalance } from '@portal/domain/schemas/outstanding-balance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { fakeApi } from '@/test-support/fake-api';
import { OutstandingBalancePage } from './OutstandingBalancePage';

const TRANSACTION_ID = 7;
const community = { id: 1, slug: 'maple-court', display_name: 'Maple Court' } as CommunityConfiguration;
// The caller has finished the steps up to Fees & Deposits, so Continue leads to Screening.
const transaction = {
  id: TRANSACTION_ID,
  type: 10,
  status: 1,
  applicant: { id: 3, role: 20 },
  events: [10, 250, 20, 30, 40, 50].map((event) => ({
    event,
    applicant: 3,
    created_at: '2026-11-20T10:00:00Z',
  })),
} as unknown as LeaseTransaction;

function renderWithBalance(balance: OutstandingBalance) {
  fakeApi({ [`/api/transaction/${TRANSACTION_ID}/outstanding-balance/`]: [{ status: 200, body: balance }] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>
            <OutstandingBalancePage />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OutstandingBalancePage', () => {
  it('tells a household member who owes nothing what the application waits for, without any amount', async () => {
    renderWithBalance({ amount: 0, line_items: [], returned_payments: [], on_hold: true });
    expect(
      await screen.findByText(/The person who made it has been e-mailed and needs to pay it again/),
    ).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('once nothing is owed and nothing is held, says so and continues where the applicant left off', async () => {
    renderWithBalance({ amount: 0, line_items: [], returned_payments: [], on_hold: false });
    expect(await screen.findByText('You have no outstanding balance.')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe(`/maple-court/transaction/${TRANSACTION_ID}/screening`);
  });
});
