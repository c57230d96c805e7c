import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { showFailure, sortFailure } from './submit-failure';

const fallback = 'Oops! We ran into some issues. Please try again later.';

describe('sortFailure', () => {
  it('puts field messages under their fields and the rest in the list', () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
      message: 'Some of the information on this page is missing or not valid.',
      errors: {
        address_postal_code: ["This ZIP code isn't in the state you chose"],
        page: ['Finish it first.'],
      },
    });
    expect(sortFailure(error, ['address_postal_code', 'address_city'], fallback)).toEqual({
      fieldErrors: [{ field: 'address_postal_code', message: "This ZIP code isn't in the state you chose" }],
      otherMessages: ['Finish it first.'],
    });
  });

  it("shows the API's message for a 400 without field messages", () => {
    const error = new ApiRequestError(400, { error_type: 'ValidationError', message: 'Not valid.' });
    expect(sortFailure(error, [], fallback)).toEqual({ fieldErrors: [], otherMessages: ['Not valid.'] });
  });

  it('shows the generic message for anything else', () => {
    expect(sortFailure(new ApiRequestError(500, null), ['a'], fallback).otherMessages).toEqual([fallback]);
    expect(sortFailure(new Error('offline'), ['a'], fallback).otherMessages).toEqual([fallback]);
  });
});

describe('showFailure', () => {
  it('sets each field message under its field, focuses the first, and answers the rest for the list', () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
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
