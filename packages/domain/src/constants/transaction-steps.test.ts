import { describe, expect, it } from 'vitest';
import { isTransactionStep, TransactionStep, transactionStepCodes } from './transaction-steps.js';

describe('transaction steps', () => {
  it('has exactly 27 step codes, all distinct', () => {
    expect(transactionStepCodes).toHaveLength(27);
    expect(new Set(transactionStepCodes).size).toBe(27);
  });

  it('recognises step codes and nothing else', () => {
    expect(isTransactionStep(TransactionStep.Military)).toBe(true);
    expect(isTransactionStep(260)).toBe(true);
    expect(isTransactionStep(60)).toBe(false);
    expect(isTransactionStep('10')).toBe(false);
  });
});
