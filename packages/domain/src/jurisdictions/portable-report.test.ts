import { describe, expect, it } from 'vitest';
import { type PaymentBreakdownInput, paymentBreakdown } from '../pricing/payment-breakdown.js';
import { breakdownFee as fee } from '../test-support/breakdown-fee.js';
import { applicableProfiles } from './applicable-profiles.js';
import { breakdownLimits } from './charge-limits.js';
import { effectiveRules, type SetAsideRule } from './effective-rules.js';
import { portableReportOffer, reportDateProblem } from './portable-report.js';

const rulesAt = (state: string, city: string, setAside: SetAsideRule[] = []) =>
  effectiveRules(
    applicableProfiles({ state, city }).profiles.map(({ profile }) => profile),
    setAside,
  );

describe('who may give their own screening report instead of the fee', () => {
  it.each([
    [
      'N.Y. Real Prop. Law § 238-a(1)(b): the fee is waived',
      'NY',
      'Brooklyn',
      false,
      'fee_waiver',
      'Waived for each applicant who gave a background or credit check from the last 30 days: New York then allows no screening fee (N.Y. Real Prop. Law § 238-a).',
    ],
    [
      'C.R.S. § 38-12-904(1.5): must be accepted',
      'CO',
      'Denver',
      false,
      'required',
      'Waived for each applicant who gave a portable screening report from the last 30 days: Colorado then allows no screening fee (C.R.S. § 38-12-904).',
    ],
    [
      'Cal. Civ. Code § 1950.1: where the community accepts them',
      'CA',
      'Oakland',
      true,
      'optional',
      'Waived for each applicant who gave a screening report from the last 30 days: this community accepts them, and California then allows no screening fee (Cal. Civ. Code § 1950.1).',
    ],
    [
      'RCW 59.18.257: where the community accepts them',
      'WA',
      'Seattle',
      true,
      'optional',
      'Waived for each applicant who gave a screening report from the last 30 days: this community accepts them, and Washington then allows no screening fee (RCW 59.18.257).',
    ],
  ] as const)('%s', (_cite, state, city, accepts, acceptance, waiverNote) => {
    expect(portableReportOffer(rulesAt(state, city), accepts)).toMatchObject({
      acceptance,
      maxAgeDays: 30,
      waiverNote,
    });
  });

  it.each([
    ['Cal. Civ. Code § 1950.1: not where the community does not accept them', 'CA', 'Oakland'],
    ['RCW 59.18.257: not where the community does not accept them', 'WA', 'Seattle'],
    ['federal law offers none (Texas)', 'TX', 'Austin'],
  ])('%s', (_cite, state, city) => {
    expect(portableReportOffer(rulesAt(state, city), false)).toBeNull();
  });

  it('a Texas community that says it accepts them still has no law waiving a fee for one', () => {
    expect(portableReportOffer(rulesAt('TX', 'Austin'), true)).toBeNull();
  });

  it('an admin setting the rule aside takes the offer away', () => {
    const setAside: SetAsideRule[] = [{ profileId: 'new-york-state', ruleKey: 'portableReport' }];
    expect(portableReportOffer(rulesAt('NY', 'Brooklyn', setAside), false)).toBeNull();
  });
});

describe('reportDateProblem: a report from the last 30 days', () => {
  it.each([
    ['made today', '2026-11-28', null],
    ['made 10 days ago', '2026-11-18', null],
    ['made 30 days ago', '2026-10-29', null],
    ['made 31 days ago', '2026-10-28', 'too_old'],
    ['dated tomorrow', '2026-11-29', 'in_future'],
    ['not a date', '2026-02-30', 'invalid'],
  ] as const)('%s', (_name, reportDate, problem) => {
    expect(reportDateProblem(reportDate, '2026-11-28', 30)).toBe(problem);
  });
});

describe('the breakdown of a fee a report waived', () => {
  const input: PaymentBreakdownInput = {
    transactionType: 10,
    moveInDate: '2026-12-01',
    leaseTermMonths: 12,
    rentCents: 340_000,
    bedrooms: 1,
    salesTaxBasisPoints: 0,
    options: [],
    fees: [
      fee({
        key: 'application-fee',
        name: 'Application Fee',
        kind: 'one_time',
        category: 10,
        amountCents: 5_500,
        per: 'adult_applicant',
      }),
      fee({
        key: 'admin-fee',
        name: 'Admin Fee',
        kind: 'one_time',
        amountCents: 1_000,
        per: 'adult_applicant',
      }),
    ],
    concessions: [],
    adults: [
      { applicantId: 1, inviteeId: null, screeningFeeWaived: true },
      { applicantId: 2, inviteeId: null, screeningFeeWaived: false },
    ],
    depositAlternativeChosen: false,
    conditionalCharge: null,
  };
  const rules = rulesAt('NY', 'Brooklyn');
  const offer = portableReportOffer(rules, false);

  it('N.Y. Real Prop. Law § 238-a(1)(b): waives only the screening fee of the one who gave it, after the cap, saying both', () => {
    const breakdown = paymentBreakdown({
      ...input,
      limits: breakdownLimits(rules, { rentCents: 340_000, onDate: '2026-11-28', smallLandlord: false }),
      screeningFeeWaiver: offer,
    });
    const [screening, admin] = breakdown.one_time_fees.items;
    expect(screening).toMatchObject({ price: 2_000, amount: 2_000 });
    expect(screening?.line_items.map((line) => line.waived)).toEqual([true, false]);
    expect(screening?.legal_note).toBe(
      `Lowered from $55 to $20 per applicant: New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a). ${offer?.waiverNote}`,
    );
    // Another fee charged per adult is not a screening fee: the report does not waive it (New York's
    // § 238-a(1)(a) allows no such fee up front anyway).
    expect(admin?.line_items.map((line) => line.waived)).toEqual([false, false]);
    expect(admin).toMatchObject({
      amount: 0,
      legal_note:
        'Not charged: New York allows no fee before or at the start of a tenancy but the background and credit check fee (N.Y. Real Prop. Law § 238-a).',
    });
  });

  it('no report given: no note', () => {
    const nobody = input.adults.map((adult) => ({ ...adult, screeningFeeWaived: false }));
    const [screening] = paymentBreakdown({
      ...input,
      adults: nobody,
      screeningFeeWaiver: offer,
    }).one_time_fees.items;
    expect(screening?.legal_note).toBeUndefined();
  });
});
