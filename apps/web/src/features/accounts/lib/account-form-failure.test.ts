import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { describeSubmitFailure, failureBanner, signInFailureBanner } from './account-form-failure';

describe('describeSubmitFailure', () => {
  it('puts field messages under known fields, in field order, and the rest aside', () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
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
    expect(failureBanner(base, 'Oops')).toEqual(['Oops']);
  });
});

describe('signInFailureBanner', () => {
  const texts = { wrongCredentials: 'Wrong credentials', failed: 'Oops' };
  const wrong = {
    status: 400,
    fieldErrors: [],
    otherMessages: [],
    apiMessage: 'The email and password you entered do not match our records. Please try again.',
  };

  it("shows the API's message for wrong credentials, or the catalog's when it sent none", () => {
    expect(signInFailureBanner(wrong, texts)).toEqual([wrong.apiMessage]);
    expect(signInFailureBanner({ ...wrong, apiMessage: null }, texts)).toEqual(['Wrong credentials']);
  });

  it('leaves field messages to the fields', () => {
    const invalid = { ...wrong, fieldErrors: [{ field: 'username', message: 'Must be a valid Email' }] };
    expect(signInFailureBanner(invalid, texts)).toEqual([]);
  });

  it("shows the API's message for too many attempts, and falls back for anything else", () => {
    expect(signInFailureBanner({ ...wrong, status: 429, apiMessage: 'Too many attempts.' }, texts)).toEqual([
      'Too many attempts.',
    ]);
    expect(signInFailureBanner({ ...wrong, status: 429, apiMessage: null }, texts)).toEqual(['Oops']);
    expect(signInFailureBanner({ ...wrong, status: 500 }, texts)).toEqual(['Oops']);
    expect(signInFailureBanner({ ...wrong, status: 0, apiMessage: null }, texts)).toEqual(['Oops']);
  });
});
