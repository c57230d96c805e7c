// @vitest-environment happy-dom
import '@/lib/i18n';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { OutstandingBalance } from '@portal/domain/schemas/outstanding-balance';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { OutstandingBalancePage } from './OutstandingBalancePage';

const TRANSACTION_ID = 7;
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
  renderInTransaction(
    <OutstandingBalancePage />,
    { [`/api/transaction/${TRANSACTION_ID}/outstanding-balance/`]: [{ status: 200, body: balance }] },
    transaction,
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
