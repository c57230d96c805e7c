import { describe, expect, it } from 'vitest';
import {
  BankVerificationStatus,
  bankVerificationStatusLabel,
  canPayWith,
} from './bank-verification-status.js';

describe('canPayWith', () => {
  it.each([
    ['a saved card', { kind: 'card', status: null }, true],
    [
      'a bank account waiting for its micro-deposits',
      { kind: 'bank', status: BankVerificationStatus.PendingVerification },
      false,
    ],
    ['a verified bank account', { kind: 'bank', status: BankVerificationStatus.Verified }, true],
    [
      'a bank account that failed verification',
      { kind: 'bank', status: BankVerificationStatus.FailedVerification },
      false,
    ],
  ] as const)('%s', (_, method, expected) => {
    expect(canPayWith(method)).toBe(expected);
  });
});

describe('bankVerificationStatusLabel', () => {
  it('names each status and nothing else', () => {
    expect(bankVerificationStatusLabel(BankVerificationStatus.Verified)).toBe('Verified');
    expect(bankVerificationStatusLabel(99)).toBeUndefined();
  });
});
