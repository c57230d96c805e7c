import type { Recommendation } from '@portal/domain/schemas/recommendation';
import { describe, expect, it } from 'vitest';
import { decisionDefaults } from './decision-defaults';

const recommendation = (overrides: Partial<Recommendation>): Recommendation => ({
  decision: 'approve',
  outcome: 'pass',
  criteria: [],
  additional_deposit: null,
  failed: [],
  ...overrides,
});

describe('where the decision form starts', () => {
  it('starts from nothing without a screening policy', () => {
    expect(decisionDefaults(null)).toEqual({
      choice: null,
      amount: '',
      kind: 'security_deposit',
      reasons: [],
    });
  });

  it.each([
    ['approve', 'approve'],
    ['conditionally_approve', 'conditionally_approve'],
    ['deny', 'deny'],
    ['request_guarantor', null],
    ['individualized_assessment', null],
  ] as const)('a recommendation to %s starts at %s', (decision, choice) => {
    expect(decisionDefaults(recommendation({ decision })).choice).toBe(choice);
  });

  it('offers the policy’s additional charge in dollars and the failed criteria as reasons', () => {
    const defaults = decisionDefaults(
      recommendation({
        decision: 'deny',
        additional_deposit: { amount_cents: 199_550, kind: 'security_fee' },
        failed: ['credit', 'eviction'],
      }),
    );
    expect(defaults).toEqual({
      choice: 'deny',
      amount: '1995.50',
      kind: 'security_fee',
      reasons: ['credit', 'eviction'],
    });
  });
});
