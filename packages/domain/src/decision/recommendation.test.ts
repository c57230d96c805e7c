import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CriterionOutcome, criterionOutcomes } from '../schemas/recommendation.js';
import type { ScreeningPolicy } from '../schemas/screening-policy.js';
import { type RecommendationInput, recommend, type ScreenedAdult } from './recommendation.js';

// Maple Court's policy in the demo fixture.
const policy: ScreeningPolicy = {
  min_credit_score: 620,
  conditional_min_credit_score: 560,
  conditional_additional_deposit_months: 1,
  eviction_lookback_years: 5,
  criminal_individualized_assessment: true,
  criminal_response_days: 5,
};

const adult = (overrides: Partial<ScreenedAdult> = {}): ScreenedAdult => ({
  applicant_id: 1,
  is_guarantor: false,
  credit: { outcome: 'clear', score: 742 },
  eviction: { outcome: 'clear', filed_on: null },
  criminal: { outcome: 'clear' },
  monthly_income_cents: 600_000,
  ...overrides,
});

const input = (overrides: Partial<RecommendationInput> = {}): RecommendationInput => ({
  policy,
  monthly_rent_cents: 189_000,
  household_income_multiplier: 3,
  guarantor_income_multiplier: 4,
  deposit_alternative: false,
  today: '2026-11-25',
  adults: [adult()],
  ...overrides,
});

const outcomeOf = (recommendation: ReturnType<typeof recommend>, criterion: string) =>
  recommendation.criteria.find((assessment) => assessment.criterion === criterion)?.outcome;

describe('recommend: credit', () => {
  it.each([
    { score: 742, outcome: 'pass' },
    { score: 620, outcome: 'pass' },
    { score: 619, outcome: 'conditional' },
    { score: 560, outcome: 'conditional' },
    { score: 559, outcome: 'fail' },
    { score: null, outcome: 'conditional' },
  ] as const)('a score of $score is $outcome', ({ score, outcome }) => {
    const recommendation = recommend(
      input({ adults: [adult({ credit: { outcome: score === null ? 'insufficient' : 'clear', score } })] }),
    );
    expect(outcomeOf(recommendation, 'credit')).toBe(outcome);
    expect(recommendation.outcome).toBe(outcome);
  });

  it('asks the months of rent as an additional deposit in the conditional band, or a fee with the alternative', () => {
    const thinFile = adult({ credit: { outcome: 'insufficient', score: null } });
    expect(recommend(input({ adults: [thinFile] }))).toMatchObject({
      decision: 'conditionally_approve',
      additional_deposit: { amount_cents: 189_000, kind: 'security_deposit' },
    });
    const halfMonth = { ...policy, conditional_additional_deposit_months: 0.5 };
    expect(
      recommend(
        input({
          policy: halfMonth,
          monthly_rent_cents: 146_001,
          deposit_alternative: true,
          adults: [thinFile],
        }),
      ).additional_deposit,
    ).toEqual({ amount_cents: 73_001, kind: 'security_fee' });
    expect(recommend(input()).additional_deposit).toBeNull();
  });

  it('judges every adult, guarantors included, by the worst of them', () => {
    const recommendation = recommend(
      input({
        adults: [
          adult({ applicant_id: 1 }),
          adult({ applicant_id: 2, is_guarantor: true, credit: { outcome: 'clear', score: 540 } }),
        ],
      }),
    );
    const credit = recommendation.criteria.find((assessment) => assessment.criterion === 'credit');
    expect(credit).toMatchObject({
      outcome: 'fail',
      min_credit_score: 620,
      conditional_min_credit_score: 560,
      adults: [
        { applicant_id: 1, credit_score: 742, outcome: 'pass' },
        { applicant_id: 2, credit_score: 540, outcome: 'fail' },
      ],
    });
    expect(recommendation).toMatchObject({ decision: 'deny', failed: ['credit'] });
  });
});

describe('recommend: eviction', () => {
  it.each([
    { filed_on: '2021-11-25', outcome: 'fail', why: 'filed on the first day of the look-back' },
    { filed_on: '2021-11-24', outcome: 'pass', why: 'filed the day before the look-back' },
    { filed_on: '2026-01-10', outcome: 'fail', why: 'filed this year' },
    { filed_on: null, outcome: 'fail', why: 'with no date, it cannot be shown to be old enough' },
    { filed_on: 'sometime', outcome: 'fail', why: 'with an unreadable date' },
  ] as const)('a record $why is $outcome', ({ filed_on, outcome }) => {
    const recommendation = recommend(
      input({ adults: [adult({ eviction: { outcome: 'review', filed_on } })] }),
    );
    expect(outcomeOf(recommendation, 'eviction')).toBe(outcome);
    expect(recommendation.criteria.find((assessment) => assessment.criterion === 'eviction')).toMatchObject({
      lookback_years: 5,
      lookback_from: '2021-11-25',
    });
  });

  it('counts back whole calendar years from a leap day', () => {
    const recommendation = recommend(input({ today: '2028-02-29' }));
    expect(recommendation.criteria.find((assessment) => assessment.criterion === 'eviction')).toMatchObject({
      lookback_from: '2023-02-28',
    });
  });
});

describe('recommend: income', () => {
  // Rent 1,890.00 × 3 = 5,670.00 for the household; × 4 = 7,560.00 for a guarantor.
  it.each([
    { household: [567_000], guarantors: [], outcome: 'pass', why: 'the household earns exactly 3× the rent' },
    { household: [300_000, 267_000], guarantors: [], outcome: 'pass', why: 'two roommates together earn 3×' },
    { household: [566_999], guarantors: [], outcome: 'guarantor', why: 'a cent short, with no guarantor' },
    { household: [200_000], guarantors: [756_000], outcome: 'pass', why: 'a guarantor earns 4×' },
    {
      household: [200_000],
      guarantors: [755_999],
      outcome: 'guarantor',
      why: 'the guarantor earns too little',
    },
    {
      household: [200_000],
      guarantors: [400_000, 400_000],
      outcome: 'guarantor',
      why: 'no single guarantor earns 4×',
    },
  ] as const)('$outcome when $why', ({ household, guarantors, outcome }) => {
    const adults = [
      ...household.map((income, index) => adult({ applicant_id: index + 1, monthly_income_cents: income })),
      ...guarantors.map((income, index) =>
        adult({ applicant_id: 10 + index, is_guarantor: true, monthly_income_cents: income }),
      ),
    ];
    const recommendation = recommend(input({ adults }));
    expect(outcomeOf(recommendation, 'income')).toBe(outcome);
    expect(recommendation.criteria.find((assessment) => assessment.criterion === 'income')).toMatchObject({
      household_monthly_income_cents: household.reduce((a, b) => a + b, 0),
      household_required_cents: 567_000,
      guarantor_required_cents: 756_000,
      best_guarantor_monthly_income_cents: guarantors.length > 0 ? Math.max(...guarantors) : null,
    });
  });

  it('recommends asking for a guarantor when the household falls short', () => {
    expect(recommend(input({ adults: [adult({ monthly_income_cents: 100_000 })] })).decision).toBe(
      'request_guarantor',
    );
  });
});

describe('recommend: criminal records and the overall outcome', () => {
  it('never decides a criminal record: it asks for an individualized assessment', () => {
    const recommendation = recommend(input({ adults: [adult({ criminal: { outcome: 'review' } })] }));
    expect(recommendation).toMatchObject({
      decision: 'individualized_assessment',
      outcome: 'review',
      failed: [],
    });
  });

  it('lists every failed criterion as a reason, and the worst outcome wins', () => {
    const recommendation = recommend(
      input({
        adults: [
          adult({
            credit: { outcome: 'clear', score: 500 },
            eviction: { outcome: 'review', filed_on: '2024-03-01' },
            criminal: { outcome: 'review' },
            monthly_income_cents: 0,
          }),
        ],
      }),
    );
    expect(recommendation).toMatchObject({
      decision: 'deny',
      outcome: 'fail',
      failed: ['credit', 'eviction'],
    });
  });

  it('approves a household that passes everything', () => {
    expect(recommend(input())).toMatchObject({ decision: 'approve', outcome: 'pass', failed: [] });
  });

  it('refuses a today that is not a calendar date', () => {
    expect(() => recommend(input({ today: '2026-02-30' }))).toThrow(RangeError);
  });
});

describe('recommend: properties', () => {
  const severity = (outcome: CriterionOutcome | undefined) => criterionOutcomes.indexOf(outcome ?? 'pass');
  const adultArbitrary = fc.record({
    applicant_id: fc.integer({ min: 1, max: 1000 }),
    is_guarantor: fc.boolean(),
    credit: fc.record({
      outcome: fc.constantFrom('clear', 'insufficient') as fc.Arbitrary<'clear' | 'insufficient'>,
      score: fc.option(fc.integer({ min: 300, max: 850 }), { nil: null }),
    }),
    eviction: fc.record({
      outcome: fc.constantFrom('clear', 'review') as fc.Arbitrary<'clear' | 'review'>,
      filed_on: fc.option(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2026-11-25'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        { nil: null },
      ),
    }),
    criminal: fc.record({ outcome: fc.constantFrom('clear', 'review') as fc.Arbitrary<'clear' | 'review'> }),
    monthly_income_cents: fc.integer({ min: 0, max: 5_000_000 }),
  });
  const inputArbitrary = fc.record({
    monthly_rent_cents: fc.integer({ min: 50_000, max: 1_000_000 }),
    adults: fc.array(adultArbitrary, { minLength: 1, maxLength: 5 }),
  });

  it('is the worst of its criteria, and denies exactly when one fails', () => {
    fc.assert(
      fc.property(inputArbitrary, (generated) => {
        const recommendation = recommend(input(generated));
        const worstSeverity = Math.max(...recommendation.criteria.map(({ outcome }) => severity(outcome)));
        expect(severity(recommendation.outcome)).toBe(worstSeverity);
        expect(recommendation.decision === 'deny').toBe(recommendation.failed.length > 0);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('never gets worse when an adult earns more or scores higher', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200 }),
        (generated, raise, points) => {
          const before = recommend(input(generated));
          const better = generated.adults.map((person, index) =>
            index === 0
              ? {
                  ...person,
                  monthly_income_cents: person.monthly_income_cents + raise,
                  credit: {
                    ...person.credit,
                    score: person.credit.score === null ? null : Math.min(850, person.credit.score + points),
                  },
                }
              : person,
          );
          const after = recommend(input({ ...generated, adults: better }));
          expect(severity(after.outcome)).toBeLessThanOrEqual(severity(before.outcome));
        },
      ),
      { seed: 17, numRuns: 300 },
    );
  });
});
