import type { Recommendation } from '@portal/domain/schemas/recommendation';

/** For tests: the screening policy's recommendation, to approve with nothing failed unless `overrides` say. */
export function recommendationFixture(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    decision: 'approve',
    outcome: 'pass',
    criteria: [],
    additional_deposit: null,
    failed: [],
    ...overrides,
  };
}
