import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { showServerFieldErrors } from './server-field-errors';

const validationError = (errors: Record<string, string[]>) =>
  new ApiRequestError(400, { error_type: 'ValidationError', message: 'Invalid request', errors });

describe('showServerFieldErrors', () => {
  it('puts each message under its form field, the first of the form focused', () => {
    const setError = vi.fn();
    showServerFieldErrors(
      validationError({ email: ['Enter a valid email address'], terms: ['Write the terms.'] }),
      { kind: 'change', terms: 'terms', email: 'email' },
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['terms', { type: 'server', message: 'Write the terms.' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Enter a valid email address' }, { shouldFocus: false }],
    ]);
  });

  it('shows one message for two request fields of one form field, and nothing for other failures', () => {
    const setError = vi.fn();
    const fields = { kind: 'change', document_type: 'change' } as const;
    showServerFieldErrors(validationError({ document_type: ['B'], kind: ['A'] }), fields, setError);
    expect(setError.mock.calls).toEqual([
      ['change', { type: 'server', message: 'A' }, { shouldFocus: true }],
    ]);
    setError.mockClear();
    showServerFieldErrors(new ApiRequestError(409, null), fields, setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
