import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { group, item } from './breakdown-item.js';
import { dueAtApplication, householdDueAtApplication, sumDue } from './due-at-application.js';
import type { PaymentBreakdown } from './payment-breakdown.js';

const empty = group([]);

/** A breakdown with an application fee line per adult and a holding deposit, as the engine builds them. */
function breakdownFor(
  adults: { applicantId: number; waived: boolean }[],
  feeCents = 5_000,
): PaymentBreakdown {
  const lineItems = adults.map((adult) => ({
    applicant: adult.applicantId,
    invitee: null,
    amount: feeCents,
    waived: adult.waived,
    id: `applicant-${adult.applicantId}`,
  }));
  const charged = lineItems.reduce((sum, line) => sum + (line.waived ? 0 : line.amount), 0);
  return {
    total_fees_per_month: 0,
    one_time_fees: group([
      item({
        name: 'Application Fee',
        amount: charged,
        type: 'application_fee',
        category: '10',
        line_items: lineItems,
      }),
      item({ name: 'Administrative Fee', amount: 15_000, type: 'fee' }),
    ]),
    deposits: group([
      item({ name: 'Unit Security Deposit', amount: 50_000, type: 'deposit' }),
      item({ name: 'Holding Deposit', amount: 25_000, type: 'deposit', category: '20' }),
    ]),
    monthly_fees: empty,
    monthly_fees_no_prorate: empty,
    savings: empty,
    updated_rental_option_fees: empty,
  };
}

describe('dueAtApplication', () => {
  const household = breakdownFor([
    { applicantId: 1, waived: false },
    { applicantId: 2, waived: false },
    { applicantId: 3, waived: true },
  ]);

  it.each([
    ['the primary applicant: own fee and the holding deposit', 1, true, [5_000, 25_000]],
    ['a roommate: own fee only', 2, false, [5_000]],
    ['a roommate whose fee is waived: nothing', 3, false, []],
    ['someone with no fee line (an occupant): nothing', 9, false, []],
  ])('%s', (_name, applicantId, isPrimary, amounts) => {
    expect(dueAtApplication(household, { applicantId, isPrimary }).map((line) => line.amount)).toEqual(
      amounts,
    );
  });

  it('names the items and their fee categories', () => {
    expect(dueAtApplication(household, { applicantId: 1, isPrimary: true })).toEqual([
      { name: 'Application Fee', amount: 5_000, category: 10 },
      { name: 'Holding Deposit', amount: 25_000, category: 20 },
    ]);
  });

  it('the household owes what its members owe one by one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        (waivers, fee) => {
          const adults = waivers.map((waived, index) => ({ applicantId: index + 1, waived }));
          const breakdown = breakdownFor(adults, fee);
          const each = adults.map((adult) =>
            sumDue(
              dueAtApplication(breakdown, {
                applicantId: adult.applicantId,
                isPrimary: adult.applicantId === 1,
              }),
            ),
          );
          expect(householdDueAtApplication(breakdown)).toBe(each.reduce((sum, amount) => sum + amount, 0));
        },
      ),
    );
  });
});

describe('a transfer at the Fees & Deposits step', () => {
  const transfer: PaymentBreakdown = {
    ...breakdownFor([]),
    one_time_fees: group([
      item({ name: 'Administrative Fee', amount: 15_000, type: 'fee' }),
      item({ name: 'Transfer Fee', amount: 30_000, type: 'fee', category: '30' }),
    ]),
  };

  it.each([
    [true, ['Transfer Fee', 'Holding Deposit'], 55_000],
    [false, [], 0],
  ])('primary %s owes %j (%i cents)', (isPrimary, names, total) => {
    const due = dueAtApplication(transfer, { applicantId: 1, isPrimary });
    expect(due.map((line) => line.name)).toEqual(names);
    expect(sumDue(due)).toBe(total);
  });

  it('counts the transfer fee in what the household pays', () => {
    expect(householdDueAtApplication(transfer)).toBe(55_000);
  });
});
