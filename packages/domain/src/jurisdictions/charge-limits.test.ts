import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaymentBreakdownInput, paymentBreakdown } from '../pricing/payment-breakdown.js';
import { breakdownFee as fee } from '../test-support/breakdown-fee.js';
import { applicableProfiles } from './applicable-profiles.js';
import { breakdownLimits, capInOrder, legalAmount } from './charge-limits.js';
import { effectiveRules } from './effective-rules.js';

const rulesAt = (state: string, city: string) =>
  effectiveRules(applicableProfiles({ state, city }).profiles.map(({ profile }) => profile));

const household = (adults: number): PaymentBreakdownInput['adults'] =>
  Array.from({ length: adults }, (_, index) => ({
    applicantId: index + 1,
    inviteeId: null,
    screeningFeeWaived: index === 2,
  }));

/** A community charging what it likes: a screening fee, a holding deposit and a unit security deposit. */
function application(
  screeningFeeCents: number,
  depositCents: number,
  holdingCents: number,
  rentCents: number,
) {
  return {
    transactionType: 10,
    moveInDate: '2026-12-01',
    leaseTermMonths: 12,
    rentCents,
    bedrooms: 1,
    salesTaxBasisPoints: 0,
    options: [],
    fees: [
      fee({
        key: 'application-fee',
        name: 'Screening Fee',
        kind: 'one_time',
        category: 10,
        amountCents: screeningFeeCents,
        per: 'adult_applicant',
      }),
      fee({
        key: 'holding-deposit',
        name: 'Holding Deposit',
        kind: 'deposit',
        category: 20,
        amountCents: holdingCents,
      }),
      fee({
        key: 'unit-security-deposit',
        name: 'Unit Security Deposit',
        kind: 'deposit',
        amountCentsByBedrooms: { '1': depositCents },
      }),
    ],
    concessions: [],
    adults: household(3),
    depositAlternativeChosen: false,
    conditionalCharge: null,
  } satisfies PaymentBreakdownInput;
}

describe('legalAmount', () => {
  it.each([
    [2_000, '$20'],
    [6_202, '$62.02'],
    [340_000, '$3,400'],
    [5, '$0.05'],
  ])('%i cents read %s', (cents, text) => expect(legalAmount(cents)).toBe(text));
});

describe('capInOrder', () => {
  it('keeps each amount while the limit lasts, then cuts', () => {
    expect(capInOrder([340_000, 25_000], 336_600)).toEqual([336_600, 0]);
    expect(capInOrder([1_000, 500], 2_000)).toEqual([1_000, 500]);
  });

  it('never charges more than the limit, nor more than an amount asks (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000_000)), fc.nat(10_000_000), (amounts, limit) => {
        const charged = capInOrder(amounts, limit);
        expect(charged.reduce((sum, cents) => sum + cents, 0)).toBeLessThanOrEqual(limit);
        for (const [index, cents] of charged.entries())
          expect(cents).toBeLessThanOrEqual(amounts[index] ?? 0);
      }),
    );
  });
});

describe("the payment breakdown under the limits of the home's place", () => {
  it('N.Y. Real Prop. Law § 238-a(1)(b): a $55 fee is charged $20 per applicant, saying why', () => {
    const input = application(5_500, 340_000, 0, 340_000);
    const limits = breakdownLimits(rulesAt('NY', 'Brooklyn'), {
      rentCents: 340_000,
      onDate: '2026-11-28',
      smallLandlord: false,
    });
    const [screening] = paymentBreakdown({ ...input, limits }).one_time_fees.items;
    expect(screening).toMatchObject({
      price: 2_000,
      amount: 4_000,
      legal_note:
        'Lowered from $55 to $20 per applicant: New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a).',
    });
    expect(screening?.line_items.map((line) => line.amount)).toEqual([2_000, 2_000, 2_000]);
  });

  it("N.Y. Gen. Oblig. Law § 7-108(1-a)(a): deposits beyond a month's rent are cut, the last first", () => {
    const input = application(2_000, 340_000, 25_000, 336_600);
    const limits = breakdownLimits(rulesAt('NY', 'Brooklyn'), {
      rentCents: 336_600,
      onDate: '2026-11-28',
      smallLandlord: false,
    });
    const deposits = paymentBreakdown({ ...input, limits }).deposits;
    expect(deposits.items.map((line) => [line.name, line.amount])).toEqual([
      ['Unit Security Deposit', 336_600],
      ['Holding Deposit', 0],
    ]);
    expect(deposits.items[0]?.legal_note).toBe(
      "Lowered from $3,400 to $3,366: New York limits security deposits to one month's rent (N.Y. Gen. Oblig. Law § 7-108). All deposits together here may be $3,366.",
    );
    expect(deposits.total).toBe(336_600);
  });

  it('a Texas breakdown is the one without limits, with no legal note anywhere', () => {
    const input = application(5_500, 340_000, 25_000, 300_000);
    const limits = breakdownLimits(rulesAt('TX', 'Austin'), {
      rentCents: 300_000,
      onDate: '2026-11-28',
      smallLandlord: false,
    });
    expect(paymentBreakdown({ ...input, limits })).toEqual(paymentBreakdown(input));
    expect(JSON.stringify(paymentBreakdown({ ...input, limits }))).not.toContain('legal_note');
  });

  it.each([
    ['New York', 'NY', 'Brooklyn'],
    ['California', 'CA', 'Oakland'],
  ])(
    'in %s no applicant pays more than the cap, and the deposits never exceed the limit (property)',
    (_name, state, city) => {
      const rules = rulesAt(state, city);
      fc.assert(
        fc.property(
          fc.nat(50_000),
          fc.nat(2_000_000),
          fc.nat(200_000),
          fc.integer({ min: 50_000, max: 1_500_000 }),
          fc.date({
            min: new Date('2024-07-01T00:00:00Z'),
            max: new Date('2030-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          (feeCents, depositCents, holdingCents, rentCents, day) => {
            const onDate = day.toISOString().slice(0, 10);
            const limits = breakdownLimits(rules, { rentCents, onDate, smallLandlord: false });
            const breakdown = paymentBreakdown({
              ...application(feeCents, depositCents, holdingCents, rentCents),
              limits,
            });
            const cap = limits.screeningFee?.cents ?? Number.POSITIVE_INFINITY;
            for (const line of breakdown.one_time_fees.items.flatMap((item) => item.line_items))
              expect(line.amount).toBeLessThanOrEqual(cap);
            expect(breakdown.deposits.total).toBeLessThanOrEqual(
              limits.deposits?.cents ?? Number.POSITIVE_INFINITY,
            );
          },
        ),
      );
    },
  );
});
