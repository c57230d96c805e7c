import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownFee as fee } from '../test-support/breakdown-fee.js';
import { workedExampleOptions } from '../test-support/worked-example.js';
import { type BreakdownFeeInput, type PaymentBreakdownInput, paymentBreakdown } from './payment-breakdown.js';

/** Maple Court's fees, as in the demo data. */
const mapleCourtFees: BreakdownFeeInput[] = [
  fee({
    key: 'application-fee',
    name: 'Application Fee',
    kind: 'one_time',
    category: 10,
    amountCents: 5_000,
    per: 'adult_applicant',
  }),
  fee({
    key: 'holding-deposit',
    name: 'Holding Deposit',
    kind: 'deposit',
    category: 20,
    amountCents: 25_000,
  }),
  fee({ key: 'admin-fee', name: 'Administrative Fee', kind: 'one_time', amountCents: 15_000 }),
  fee({
    key: 'unit-security-deposit',
    name: 'Unit Security Deposit',
    kind: 'deposit',
    amountCentsByBedrooms: { '0': 50_000, '1': 50_000, '2': 75_000, '3': 100_000 },
  }),
  fee({ key: 'trash-valet', name: 'Valet Trash', kind: 'monthly', amountCents: 3_000 }),
  fee({
    key: 'transfer-fee',
    name: 'Transfer Fee',
    kind: 'one_time',
    category: 30,
    amountCents: 30_000,
    transactionTypes: [60],
  }),
];

const workedExample: PaymentBreakdownInput = {
  transactionType: 10,
  moveInDate: '2026-12-15',
  leaseTermMonths: 12,
  rentCents: 149_500,
  bedrooms: 1,
  salesTaxBasisPoints: 825,
  options: workedExampleOptions,
  fees: mapleCourtFees,
  concessions: [],
  adults: [{ applicantId: 1, inviteeId: null, screeningFeeWaived: false }],
  depositAlternativeChosen: false,
  conditionalCharge: null,
};

const amounts = (items: { name: string; amount: number }[]) => items.map((line) => [line.name, line.amount]);

describe('paymentBreakdown: the worked example of the pricing rules', () => {
  const breakdown = paymentBreakdown(workedExample);

  it('charges $1,577.06 a month in full months', () => {
    expect(breakdown.total_fees_per_month).toBe(157_706);
    expect(amounts(breakdown.monthly_fees_no_prorate.items)).toEqual([
      ['Rent', 149_500],
      ['Cat', 2_500],
      ['Storage Locker', 2_500],
      ['Valet Trash', 3_000],
    ]);
  });

  it('prorates December for 17 of 31 days, with tax on the prorated storage locker', () => {
    const [rent, cat, storage, trash] = breakdown.monthly_fees.items;
    expect(rent).toMatchObject({ amount: 81_984, per_day: 4_823, days: 17, prorated: true });
    expect(cat?.amount).toBe(1_371);
    expect(storage).toMatchObject({ amount: 1_371, tax: 113 });
    expect(trash?.amount).toBe(1_645);
  });

  it('lists one-time fees of $350.00: application fee per adult, administrative fee, cat fee', () => {
    expect(amounts(breakdown.one_time_fees.items)).toEqual([
      ['Application Fee', 5_000],
      ['Administrative Fee', 15_000],
      ['Cat fee', 15_000],
    ]);
    expect(breakdown.one_time_fees.total).toBe(35_000);
    expect(breakdown.one_time_fees.items[0]?.line_items).toEqual([
      { applicant: 1, invitee: null, amount: 5_000, waived: false, id: 'applicant-1' },
    ]);
  });

  it('orders deposits: unit security deposit, option deposits, then the holding deposit', () => {
    expect(amounts(breakdown.deposits.items)).toEqual([
      ['Unit Security Deposit', 50_000],
      ['Cat deposit', 30_000],
      ['Holding Deposit', 25_000],
    ]);
  });
});

describe('paymentBreakdown rules', () => {
  it('charges the application fee once per adult and counts a waived one as 0', () => {
    const breakdown = paymentBreakdown({
      ...workedExample,
      adults: [
        { applicantId: 1, inviteeId: null, screeningFeeWaived: false },
        { applicantId: null, inviteeId: 7, screeningFeeWaived: false },
        { applicantId: 3, inviteeId: null, screeningFeeWaived: true },
      ],
    });
    const [application] = breakdown.one_time_fees.items;
    expect(application).toMatchObject({ amount: 10_000, price: 5_000, quantity: 3 });
    expect(application?.line_items.map((line) => line.waived)).toEqual([false, false, true]);
  });

  it('charges no one-time fee but the screening fee where the law bans the rest, saying why', () => {
    const rule =
      'New York allows no fee before or at the start of a tenancy but the background and credit check fee.';
    const breakdown = paymentBreakdown({
      ...workedExample,
      limits: { screeningFee: null, deposits: null, otherFees: { law: 'New York', cite: '§ 238-a', rule } },
    });
    expect(amounts(breakdown.one_time_fees.items)).toEqual([
      ['Application Fee', 5_000],
      ['Administrative Fee', 0],
      ['Cat fee', 0],
    ]);
    expect(breakdown.one_time_fees.items.map((line) => line.legal_note)).toEqual([
      undefined,
      `Not charged: ${rule}`,
      `Not charged: ${rule}`,
    ]);
    // Deposits and monthly charges are left to their own rules.
    expect(breakdown.deposits).toEqual(paymentBreakdown(workedExample).deposits);
    expect(breakdown.monthly_fees).toEqual(paymentBreakdown(workedExample).monthly_fees);
  });

  it('adds the transfer fee only to transfers', () => {
    const transfer = paymentBreakdown({ ...workedExample, transactionType: 60 });
    expect(transfer.one_time_fees.items.map((line) => line.name)).toContain('Transfer Fee');
    expect(paymentBreakdown(workedExample).one_time_fees.items.map((line) => line.name)).not.toContain(
      'Transfer Fee',
    );
  });

  it.each([
    [10, ['Application Fee', 'Administrative Fee', 'Cat fee']],
    [60, ['Application Fee', 'Administrative Fee', 'Transfer Fee', 'Cat fee']],
  ])('type %i pays the one-time fees %j', (transactionType, names) => {
    const breakdown = paymentBreakdown({ ...workedExample, transactionType });
    expect(breakdown.one_time_fees.items.map((line) => line.name)).toEqual(names);
  });

  it('charges a fee naming transaction types to those types alone', () => {
    const fees = mapleCourtFees.map((entry) =>
      entry.key === 'application-fee' ? { ...entry, transactionTypes: [10] } : entry,
    );
    const breakdown = paymentBreakdown({ ...workedExample, fees, transactionType: 60 });
    expect(breakdown.one_time_fees.items.map((line) => line.name)).not.toContain('Application Fee');
  });

  it('replaces the unit security deposit by the alternative fee when chosen', () => {
    const fees = [
      ...mapleCourtFees,
      fee({
        key: 'deposit-alternative-fee',
        name: 'Security Deposit Alternative',
        kind: 'one_time',
        amountCents: 17_500,
      }),
    ];
    const without = paymentBreakdown({ ...workedExample, fees });
    expect(without.one_time_fees.items.map((line) => line.name)).not.toContain(
      'Security Deposit Alternative',
    );
    const chosen = paymentBreakdown({ ...workedExample, fees, depositAlternativeChosen: true });
    expect(chosen.one_time_fees.items.map((line) => line.name)).toContain('Security Deposit Alternative');
    expect(chosen.deposits.items.map((line) => line.name)).not.toContain('Unit Security Deposit');
  });

  it("adds a conditional approval's deposit after the unit security deposit, or its fee to the one-time fees", () => {
    const deposit = paymentBreakdown({
      ...workedExample,
      conditionalCharge: { amountCents: 149_500, kind: 'security_deposit' },
    });
    expect(deposit.deposits.items.map((line) => line.name).slice(0, 2)).toEqual([
      'Unit Security Deposit',
      'Additional Security Deposit',
    ]);
    expect(deposit.deposits.total).toBe(paymentBreakdown(workedExample).deposits.total + 149_500);
    expect(deposit.one_time_fees).toEqual(paymentBreakdown(workedExample).one_time_fees);

    const fee = paymentBreakdown({
      ...workedExample,
      conditionalCharge: { amountCents: 40_000, kind: 'security_fee' },
    });
    expect(fee.one_time_fees.items.at(-1)).toMatchObject({
      name: 'Security Fee',
      amount: 40_000,
      type: 'fee',
    });
    expect(fee.deposits).toEqual(paymentBreakdown(workedExample).deposits);
  });

  it('charges an assistance animal no rent, fee or deposit', () => {
    const breakdown = paymentBreakdown({
      ...workedExample,
      options: workedExample.options.map((option) =>
        option.name === 'Cat' ? { ...option, isAssistanceAnimal: true } : option,
      ),
    });
    expect(breakdown.monthly_fees_no_prorate.items[1]).toMatchObject({
      name: 'Cat',
      amount: 0,
      exempted: true,
    });
    expect(breakdown.one_time_fees.items.map((line) => line.name)).not.toContain('Cat fee');
    expect(breakdown.deposits.items.map((line) => line.name)).not.toContain('Cat deposit');
  });

  it('counts a concession as savings over the whole lease', () => {
    const breakdown = paymentBreakdown({
      ...workedExample,
      leaseTermMonths: 15,
      concessions: [{ name: '15-Month Lease Special', amountCents: 5_000 }],
    });
    expect(breakdown.savings.items[0]).toMatchObject({
      name: '15-Month Lease Special',
      amount: 75_000,
      months: 15,
    });
    expect(breakdown.monthly_fees_no_prorate.items.at(-1)).toMatchObject({
      amount: -5_000,
      type: 'concession',
    });
  });
});

const optionArbitrary = fc.record({
  name: fc.constantFrom('Cat', 'Dog', 'Parking', 'Storage'),
  category: fc.constantFrom('pets', 'parking', 'storage'),
  monthlyCents: fc.integer({ min: 0, max: 50_000 }),
  depositCents: fc.integer({ min: 0, max: 100_000 }),
  oneTimeCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 0, max: 10 }),
  includedQuantity: fc.integer({ min: 0, max: 2 }),
  taxable: fc.boolean(),
  isAssistanceAnimal: fc.boolean(),
});

const inputArbitrary = fc.record({
  transactionType: fc.constantFrom(10, 30, 60),
  moveInDate: fc
    .date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  leaseTermMonths: fc.integer({ min: 1, max: 24 }),
  rentCents: fc.integer({ min: 0, max: 2_000_000 }),
  bedrooms: fc.integer({ min: 0, max: 3 }),
  salesTaxBasisPoints: fc.integer({ min: 0, max: 1_500 }),
  options: fc.array(optionArbitrary, { maxLength: 5 }),
  fees: fc.constant(mapleCourtFees),
  concessions: fc.array(
    fc.record({ name: fc.constant('Special'), amountCents: fc.integer({ min: 0, max: 20_000 }) }),
    {
      maxLength: 2,
    },
  ),
  adults: fc.array(
    fc.record({
      applicantId: fc.integer({ min: 1, max: 99 }),
      inviteeId: fc.constant(null),
      screeningFeeWaived: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  depositAlternativeChosen: fc.boolean(),
  conditionalCharge: fc.option(
    fc.record({
      amountCents: fc.integer({ min: 1, max: 1_000_000 }),
      kind: fc.constantFrom('security_deposit' as const, 'security_fee' as const),
    }),
    { nil: null },
  ),
});

describe('paymentBreakdown properties', () => {
  it('totals are the sums of their items, in whole cents, never NaN', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const breakdown = paymentBreakdown(input);
        for (const group of [
          breakdown.deposits,
          breakdown.one_time_fees,
          breakdown.monthly_fees,
          breakdown.monthly_fees_no_prorate,
          breakdown.savings,
        ]) {
          expect(group.total).toBe(group.items.reduce((sum, line) => sum + line.amount, 0));
          expect(group.total_tax).toBe(group.items.reduce((sum, line) => sum + line.tax, 0));
          for (const line of group.items) {
            expect(Number.isSafeInteger(line.amount) && Number.isSafeInteger(line.tax)).toBe(true);
          }
        }
        expect(Number.isSafeInteger(breakdown.total_fees_per_month)).toBe(true);
      }),
    );
  });

  it('never prorates an amount beyond the full one', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const breakdown = paymentBreakdown(input);
        breakdown.monthly_fees.items.forEach((line, index) => {
          const full = breakdown.monthly_fees_no_prorate.items[index];
          expect(Math.abs(line.amount)).toBeLessThanOrEqual(Math.abs(full?.amount ?? 0));
        });
      }),
    );
  });

  it('changes nothing for a move-in on the 1st', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const breakdown = paymentBreakdown({ ...input, moveInDate: `${input.moveInDate.slice(0, 8)}01` });
        expect(breakdown.monthly_fees).toEqual(breakdown.monthly_fees_no_prorate);
        expect(breakdown.monthly_fees.items.every((line) => !line.prorated)).toBe(true);
      }),
    );
  });
});
