import { describe, expect, it } from 'vitest';
import { incomeRequirement } from './income-requirement.js';

describe('incomeRequirement', () => {
  it('multiplies the monthly rent by the community factor, per month and per year', () => {
    expect(incomeRequirement('household', 3, 149_500)).toEqual({
      kind: 'household',
      multiplier: 3,
      monthly_rent: 149_500,
      monthly_income: 448_500,
      yearly_income: 5_382_000,
    });
    expect(incomeRequirement('guarantor', 4, 149_500).monthly_income).toBe(598_000);
  });

  it('keeps fractional factors exact and rounds half a cent away from zero', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point; the rule must still say 30 cents.
    expect(incomeRequirement('household', 3, 10).monthly_income).toBe(30);
    expect(incomeRequirement('household', 2.5, 149_501).monthly_income).toBe(373_753);
    expect(incomeRequirement('guarantor', 3.5, 1).monthly_income).toBe(4);
  });
});
