// @vitest-environment happy-dom
import '@/lib/i18n';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawerModel } from '@/shared/journey-step/drawer-inputs';
import { renderWithApi } from '@/test-support/render-with-api';
import { leaseTransactionFixture, transactionEvent } from '@/test-support/transaction-fixture';
import { ProgressDrawer } from './ProgressDrawer';

const OPTIONS_PATH = '/api/transaction/7/payment-options/';

/** Everything before Fees & Deposits done: the step the household pays at is reached. */
const upToFees = [
  TransactionStep.Address,
  TransactionStep.Military,
  TransactionStep.LeaseTerms,
  TransactionStep.RentalOptions,
  TransactionStep.IncomeEmployment,
].map((step) => transactionEvent(step, 1));

const quoted = (overrides: Partial<LeaseTransaction> = {}) =>
  leaseTransactionFixture({ lease_term: 12, move_in_date: '2026-12-15', events: upToFees, ...overrides });

/** Avery owes the application fee and the holding deposit; a co-applicant owes their own fee. */
const options = (paid: number, allPaid = false): PaymentOptions => ({
  payment_method_kinds: ['card'],
  accept_ach_payments_from_applicants: false,
  due_now: {
    items: [
      { name: 'Application Fee', amount: 5_000, category: 10 },
      { name: 'Holding Deposit', amount: 25_000, category: 20 },
    ],
    total: 30_000,
    paid,
    balance: 30_000 - paid,
  },
  payment_terms_accepted: true,
  transaction_fees: { total: 35_000, allPaid },
  unit_security_payment_choice: null,
});

function drawer(transaction: LeaseTransaction, answer?: PaymentOptions, hasUnconfirmedPriceChange = false) {
  return renderWithApi(
    <MemoryRouter>
      <ProgressDrawer
        community="maple-court"
        transaction={transaction}
        model={drawerModel(transaction, { hasUnconfirmedPriceChange })}
        currentPage="address"
      />
    </MemoryRouter>,
    answer ? { [OPTIONS_PATH]: [{ status: 200, body: answer }] } : {},
  );
}

const paymentsSection = () => screen.getByRole('region', { name: 'Your payments' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the drawer’s payments', () => {
  it('shows what the applicant has paid and owes now, and leads to Review and Pay', async () => {
    drawer(quoted(), options(0));
    const section = paymentsSection();
    expect(await within(section).findByText('$300.00')).toBeTruthy();
    expect(within(section).getByText('Due now').nextElementSibling?.textContent).toBe('$300.00');
    expect(within(section).getByText('Paid').nextElementSibling?.textContent).toBe('$0.00');
    expect(within(section).getByText('Household fees').nextElementSibling?.textContent).toBe(
      '$350.00 (not all paid yet)',
    );
    expect(within(section).getByRole('link', { name: 'Review and Pay' }).getAttribute('href')).toBe(
      '/maple-court/transaction/7/fees-deposits',
    );
  });

  it('leads to the payment details once the applicant has paid', async () => {
    const paid = quoted({ events: [...upToFees, transactionEvent(TransactionStep.FeesDeposits, 2)] });
    drawer(paid, options(30_000, true));
    const section = paymentsSection();
    expect(await within(section).findByText('(all paid)')).toBeTruthy();
    expect(within(section).getByText('Household fees').nextElementSibling?.textContent).toBe(
      '$350.00 (all paid)',
    );
    expect(within(section).getByText('Due now').nextElementSibling?.textContent).toBe('$0.00');
    expect(within(section).getByRole('link', { name: 'View Payment Details' }).getAttribute('href')).toBe(
      '/maple-court/transaction/7/payment-details',
    );
  });

  it('names the household’s fees only when others owe some too', async () => {
    drawer(quoted(), { ...options(0), transaction_fees: { total: 30_000, allPaid: false } });
    expect(await within(paymentsSection()).findByText('$300.00')).toBeTruthy();
    expect(within(paymentsSection()).queryByText('Household fees')).toBeNull();
  });

  it('asks nothing before the lease terms are chosen, and says when the fees show', () => {
    const { requested } = drawer(leaseTransactionFixture());
    expect(
      within(paymentsSection()).getByText(
        'Your fees and deposits show here once you choose your lease terms.',
      ),
    ).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('keeps the hold’s message and offers no payment link while on hold', async () => {
    drawer(quoted(), options(0), true);
    expect(await within(paymentsSection()).findByText('$300.00')).toBeTruthy();
    expect(within(paymentsSection()).queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Pricing has been updated.');
    expect(screen.getByRole('link', { name: 'Review New Pricing' })).toBeTruthy();
  });

  it('says the read failed, in the drawer only', async () => {
    renderWithApi(
      <MemoryRouter>
        <ProgressDrawer
          community="maple-court"
          transaction={quoted()}
          model={drawerModel(quoted())}
          currentPage="address"
        />
      </MemoryRouter>,
      { [OPTIONS_PATH]: [{ status: 404 }] },
    );
    expect(
      await within(paymentsSection()).findByText("Oops, we couldn't load your payments. Try again in a bit."),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Application steps' })).toBeTruthy();
  });

  it('has no payments on a notice to vacate', () => {
    drawer(quoted({ type: TransactionType.NoticeToVacate }));
    expect(screen.queryByRole('region', { name: 'Your payments' })).toBeNull();
  });
});
