import { describe, expect, it } from 'vitest';
import { FeeCategory } from '../constants/fee-categories.js';
import { group, item } from './breakdown-item.js';
import { dueAtMoveIn } from './due-at-move-in.js';
import type { PaymentBreakdown } from './payment-breakdown.js';

const empty = group([]);

/** Two adults' application fees, an administrative fee, a prorated month with a concession and tax. */
const breakdown: PaymentBreakdown = {
  total_fees_per_month: 0,
  one_time_fees: group([
    item({ name: 'Application Fee', amount: 10_000, type: 'application_fee', category: '10' }),
    item({ name: 'Administrative Fee', amount: 15_000, type: 'fee' }),
  ]),
  deposits: group([
    item({ name: 'Unit Security Deposit', amount: 50_000, type: 'deposit' }),
    item({ name: 'Holding Deposit', amount: 25_000, type: 'deposit', category: '20' }),
  ]),
  monthly_fees: group([
    item({ name: 'Rent', amount: 81_984, type: 'rent', prorated: true, days: 17 }),
    item({ name: 'Storage Locker', amount: 1_371, type: 'rental_option', taxable: true, tax: 113 }),
    item({ name: 'Move-in special', amount: -5_484, type: 'concession' }),
  ]),
  monthly_fees_no_prorate: empty,
  savings: empty,
  updated_rental_option_fees: empty,
};

const paid = (applicationFees: number, holdingDeposit: number) =>
  new Map([
    [FeeCategory.ApplicationFees, applicationFees],
    [FeeCategory.HoldingDeposits, holdingDeposit],
  ]);

describe('dueAtMoveIn (pricing rules, payment details)', () => {
  it('charges the prorated month with tax and concessions, deposits less the holding deposit, unpaid fees', () => {
    const due = dueAtMoveIn(breakdown, paid(10_000, 25_000));
    expect(due.first_month).toMatchObject({ total: 77_871, total_tax: 113 });
    expect(due.one_time_fees.items.map((line) => [line.name, line.amount])).toEqual([
      ['Administrative Fee', 15_000],
    ]);
    expect(due.credits).toEqual([{ name: 'Holding Deposit', category: 20, amount: 25_000 }]);
    expect(due.total).toBe(77_871 + 113 + 75_000 + 15_000 - 25_000);
  });

  it('keeps the part of the application fees not paid yet, and credits nothing not paid', () => {
    const due = dueAtMoveIn(breakdown, paid(5_000, 0));
    expect(due.one_time_fees.items.map((line) => [line.name, line.amount])).toEqual([
      ['Application Fee', 5_000],
      ['Administrative Fee', 15_000],
    ]);
    expect(due.credits).toEqual([]);
    expect(due.total).toBe(77_984 + 75_000 + 20_000);
  });

  it('never credits more than the holding deposit', () => {
    expect(dueAtMoveIn(breakdown, paid(10_000, 99_000)).credits).toEqual([
      { name: 'Holding Deposit', category: 20, amount: 25_000 },
    ]);
  });
});

describe('a transfer fee paid at the Fees & Deposits step', () => {
  const transfer: PaymentBreakdown = {
    ...breakdown,
    one_time_fees: group([
      item({ name: 'Administrative Fee', amount: 15_000, type: 'fee' }),
      item({ name: 'Transfer Fee', amount: 30_000, type: 'fee', category: '30' }),
    ]),
  };

  it.each([
    [0, ['Administrative Fee', 'Transfer Fee']],
    [30_000, ['Administrative Fee']],
  ])('with %i cents paid leaves %j due', (transferPaid, names) => {
    const due = dueAtMoveIn(transfer, new Map([[FeeCategory.TransferFees, transferPaid]]));
    expect(due.one_time_fees.items.map((line) => line.name)).toEqual(names);
  });
});
