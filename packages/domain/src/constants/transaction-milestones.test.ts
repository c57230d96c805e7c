import { describe, expect, it } from 'vitest';
import { isMilestone } from './transaction-milestones.js';
import { TransactionStep } from './transaction-steps.js';

describe('isMilestone', () => {
  it('marks where the application stands, not the pages someone finished', () => {
    for (const step of [TransactionStep.Submitted, TransactionStep.Approved, TransactionStep.Signed]) {
      expect(isMilestone(step)).toBe(true);
    }
    for (const step of [TransactionStep.Address, TransactionStep.FeesDeposits, TransactionStep.Screening]) {
      expect(isMilestone(step)).toBe(false);
    }
    expect(isMilestone(9999)).toBe(false);
  });
});
