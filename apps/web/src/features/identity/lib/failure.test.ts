import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { failureMessage } from './failure';

const FALLBACK = 'Oops! We ran into some issues. Please try again later.';

describe('failureMessage', () => {
  it.each([
    [
      new ApiRequestError(400, {
        error_type: 'ValidationError',
        code: 'invalid_fields',
        message: 'No such file.',
      }),
      'No such file.',
    ],
    [
      new ApiRequestError(409, { error_type: 'Conflict', code: 'conflict', message: 'Both tries used.' }),
      'Both tries used.',
    ],
    [
      new ApiRequestError(429, {
        error_type: 'RateLimited',
        code: 'rate_limited',
        message: 'Too many codes.',
      }),
      'Too many codes.',
    ],
    [
      new ApiRequestError(500, { error_type: 'ServerError', code: 'server_error', message: 'Internal.' }),
      FALLBACK,
    ],
    [new ApiRequestError(400, null), FALLBACK],
    [new TypeError('Failed to fetch'), FALLBACK],
  ])('%#: tells the applicant what to do', (error, expected) => {
    expect(failureMessage(error, FALLBACK)).toBe(expected);
  });
});
