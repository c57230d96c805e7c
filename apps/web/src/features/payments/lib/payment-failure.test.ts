import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { isSameAttemptRetry, paymentFailureMessages } from './payment-failure';

const answer = (status: number, message = 'm') =>
  new ApiRequestError(status, { error_type: 'ValidationError', code: 'invalid_fields', message, errors: {} });

describe('paymentFailureMessages', () => {
  it("shows the processor's words for a declined card", () => {
    expect(paymentFailureMessages(answer(402, 'Your card was declined.'), 'fallback')).toEqual([
      'Your card was declined.',
    ]);
  });

  it('shows the fallback when no answer came', () => {
    expect(paymentFailureMessages(new ApiRequestError(0, null), 'fallback')).toEqual(['fallback']);
  });
});

describe('isSameAttemptRetry', () => {
  it.each([
    [0, true],
    [409, true],
    [502, true],
    [400, false],
    [402, false],
    [422, false],
  ])('status %i: send the same Idempotency-Key again → %s', (status, same) => {
    expect(isSameAttemptRetry(answer(status))).toBe(same);
  });
});
