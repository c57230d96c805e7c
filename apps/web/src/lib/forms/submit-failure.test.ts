import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import {
  describeSubmitFailure,
  failureBanner,
  failureMessages,
  showFailure,
  showFieldErrors,
} from './submit-failure';

const fallback = 'Oops! We ran into some issues. Please try again later.';

describe('failureMessages', () => {
  it('lists the messages of a 400, or its own message when it names no field', () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message: 'Some of the information on this page is missing or not valid.',
      errors: { page: ['Finish it first.'] },
    });
    expect(failureMessages(error, fallback)).toEqual(['Finish it first.']);
    const bare = new ApiRequestError(400, {
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message: 'Not valid.',
    });
    expect(failureMessages(bare, fallback)).toEqual(['Not valid.']);
  });

  it('shows the generic message for anything else', () => {
    expect(failureMessages(new ApiRequestError(500, null), fallback)).toEqual([fallback]);
    expect(failureMessages(new Error('offline'), fallback)).toEqual([fallback]);
  });
});

describe('showFailure', () => {
  it('sets each field message under its field, focuses the first, and answers the rest for the list', () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message: 'Some of the information on this page is missing or not valid.',
      errors: {
        last_name: ['Required'],
        first_name: ['Required'],
        transaction: ['The application is closed.'],
      },
    });
    const shown: unknown[] = [];
    const rest = showFailure(error, ['first_name', 'last_name'], fallback, (...call) => shown.push(call));
    expect(shown).toEqual([
      ['first_name', { type: 'server', message: 'Required' }, { shouldFocus: true }],
      ['last_name', { type: 'server', message: 'Required' }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual(['The application is closed.']);
  });
});

describe('describeSubmitFailure', () => {
  it('puts field messages under known fields, in field order, and the rest aside', () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message: "We couldn't save your information. Please try again.",
      errors: {
        email: ['An account with this email already exists. Try logging in instead.'],
        accepted_terms_revision: ['Please accept the Terms of Use to complete your account set up.'],
        first_name: ['Invalid name'],
      },
    });
    expect(describeSubmitFailure(error, ['first_name', 'email', 'phone_number'])).toEqual({
      status: 400,
      fieldErrors: [
        { field: 'first_name', message: 'Invalid name' },
        { field: 'email', message: 'An account with this email already exists. Try logging in instead.' },
      ],
      otherMessages: ['Please accept the Terms of Use to complete your account set up.'],
      apiMessage: "We couldn't save your information. Please try again.",
    });
  });

  it('only reads field messages from a 400', () => {
    const error = new ApiRequestError(429, {
      error_type: 'RateLimited',
      code: 'rate_limited',
      message: 'Too many attempts.',
      errors: { username: ['x'] },
    });
    const failure = describeSubmitFailure(error, ['username']);
    expect(failure.fieldErrors).toEqual([]);
    expect(failure.apiMessage).toBe('Too many attempts.');
  });

  it('describes a network or unexpected failure as status 0', () => {
    expect(describeSubmitFailure(new TypeError('boom'), ['email'])).toEqual({
      status: 0,
      fieldErrors: [],
      otherMessages: [],
      apiMessage: null,
    });
  });
});

describe('failureBanner', () => {
  const base = {
    status: 400,
    fieldErrors: [],
    otherMessages: [],
    apiMessage: 'Some of the information sent is not valid.',
  };

  it('leaves field messages to the fields', () => {
    expect(failureBanner({ ...base, fieldErrors: [{ field: 'email', message: 'Taken' }] }, 'Oops')).toEqual(
      [],
    );
  });

  it('shows messages that belong to no field', () => {
    expect(failureBanner({ ...base, otherMessages: ['Link expired'] }, 'Oops')).toEqual(['Link expired']);
  });

  it("shows the API's message for too many attempts", () => {
    expect(failureBanner({ ...base, status: 429, apiMessage: 'Too many attempts.' }, 'Oops')).toEqual([
      'Too many attempts.',
    ]);
  });

  it('falls back for anything else', () => {
    expect(failureBanner({ ...base, status: 500 }, 'Oops')).toEqual(['Oops']);
    expect(failureBanner({ ...base, status: 0, apiMessage: null }, 'Oops')).toEqual(['Oops']);
    expect(failureBanner({ ...base, apiMessage: null }, 'Oops')).toEqual(['Oops']);
  });

  it("shows the API's message for a refusal that named no field", () => {
    expect(failureBanner(base, 'Oops')).toEqual(['Some of the information sent is not valid.']);
  });
});

const validationError = (errors: Record<string, string[]>) =>
  new ApiRequestError(400, {
    error_type: 'ValidationError',
    code: 'invalid_fields',
    message: 'Invalid request',
    errors,
  });

describe('showFieldErrors with request fields mapped to form fields', () => {
  it('puts each message under its form field, the first of the form focused', () => {
    const setError = vi.fn();
    showFieldErrors(
      describeSubmitFailure(
        validationError({ email: ['Enter a valid email address'], terms: ['Write the terms.'] }),
        { kind: 'change', terms: 'terms', email: 'email' },
      ),
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
    showFieldErrors(
      describeSubmitFailure(validationError({ document_type: ['B'], kind: ['A'] }), fields),
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['change', { type: 'server', message: 'A' }, { shouldFocus: true }],
    ]);
    setError.mockClear();
    showFieldErrors(describeSubmitFailure(new ApiRequestError(409, null), fields), setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
