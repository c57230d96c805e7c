import { describe, expect, it } from 'vitest';
import { type DecisionValues, decisionDefaults, decisionRequest, departsFrom } from './decision-form';
import { recommendationFixture } from './recommendation-fixture';

describe('where the decision form starts', () => {
  it('starts from nothing without a screening policy', () => {
    expect(decisionDefaults(null)).toEqual({
      decision: '',
      amount: '',
      kind: 'security_deposit',
      reasons: [],
      note: '',
      override_reason: '',
    });
  });

  it.each([
    ['approve', 'approve'],
    ['conditionally_approve', 'conditionally_approve'],
    ['deny', 'deny'],
    ['request_guarantor', ''],
    ['individualized_assessment', ''],
  ] as const)('a recommendation to %s starts at %j', (decision, choice) => {
    expect(decisionDefaults(recommendationFixture({ decision })).decision).toBe(choice);
  });

  it('offers the policy’s additional charge in dollars and the failed criteria as reasons', () => {
    const defaults = decisionDefaults(
      recommendationFixture({
        decision: 'deny',
        additional_deposit: { amount_cents: 199_550, kind: 'security_fee' },
        failed: ['credit', 'eviction'],
      }),
    );
    expect(defaults).toMatchObject({
      decision: 'deny',
      amount: '1995.50',
      kind: 'security_fee',
      reasons: ['credit', 'eviction'],
    });
  });
});

describe('the request a decision sends', () => {
  const values = (overrides: Partial<DecisionValues>): DecisionValues => ({
    ...decisionDefaults(null),
    ...overrides,
  });

  it('sends the chosen decision’s own fields, the amount in cents', () => {
    expect(
      decisionRequest(
        values({ decision: 'conditionally_approve', amount: '$1,495.50' }),
        'conditionally_approve',
      ),
    ).toEqual({
      decision: 'conditionally_approve',
      additional_deposit_cents: 149_550,
      kind: 'security_deposit',
    });
    expect(decisionRequest(values({ decision: 'deny', reasons: ['credit'], note: '  ' }), 'deny')).toEqual({
      decision: 'deny',
      reasons: ['credit'],
    });
  });

  it('asks for the reason of a decision departing from the recommendation, and only then', () => {
    expect(departsFrom('request_guarantor', 'approve')).toBe(true);
    expect(departsFrom(null, 'approve')).toBe(false);
    expect(departsFrom('approve', '')).toBe(false);
    expect(decisionRequest(values({ decision: 'approve', override_reason: 'Known tenant' }), 'deny')).toEqual(
      {
        decision: 'approve',
        override_reason: 'Known tenant',
      },
    );
    expect(decisionRequest(values({ decision: 'approve', override_reason: 'x' }), 'approve')).toEqual({
      decision: 'approve',
    });
  });
});
