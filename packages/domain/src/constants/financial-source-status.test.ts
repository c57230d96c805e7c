import { describe, expect, it } from 'vitest';
import { FinancialSourceStatus, hasIssues, isFinancialSourceStatus } from './financial-source-status.js';

describe('hasIssues', () => {
  it.each([
    [FinancialSourceStatus.Pending, false, false],
    [FinancialSourceStatus.Verified, false, false],
    [FinancialSourceStatus.Unverified, false, true],
    [FinancialSourceStatus.InsufficientDocuments, false, true],
    [FinancialSourceStatus.Pending, true, true],
    [FinancialSourceStatus.Verified, true, true],
  ])('status %i, password-protected %s: %s', (status, locked, expected) => {
    expect(hasIssues({ status, contains_password_protected_document: locked })).toBe(expected);
  });

  it('knows the four statuses only', () => {
    expect([10, 20, 30, 40].every(isFinancialSourceStatus)).toBe(true);
    expect([0, 15, 50, '10'].some(isFinancialSourceStatus)).toBe(false);
  });
});
