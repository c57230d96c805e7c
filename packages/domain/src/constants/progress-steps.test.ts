import { describe, expect, it } from 'vitest';
import { progressSteps } from './progress-steps.js';
import { TransactionStep } from './transaction-steps.js';

describe('progressSteps', () => {
  it('lists the ten drawer steps in flow order', () => {
    expect(progressSteps.map((step) => step.label)).toEqual([
      'Current Address',
      'Military Status',
      'Lease Details',
      'Rental Profile',
      'Income & Employment',
      'Fees & Deposits',
      'Screening',
      'Identity Verification',
      'Application Complete',
      'Payment Details',
    ]);
  });

  it('gives each step its own key, route and step code', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(progressSteps.map((step) => step.key))).toBe(true);
    expect(unique(progressSteps.map((step) => step.route))).toBe(true);
    expect(unique(progressSteps.flatMap((step) => (step.stepCode === null ? [] : [step.stepCode])))).toBe(
      true,
    );
  });

  it('uses route segments that can sit in a URL path unescaped', () => {
    for (const step of progressSteps) expect(step.route).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('places military status right after address though its code is numerically last', () => {
    const codes = progressSteps.map((step) => step.stepCode);
    expect(codes.indexOf(TransactionStep.Military)).toBe(codes.indexOf(TransactionStep.Address) + 1);
  });
});
