import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { sectionFailure } from './section-failure';
import { pathUnder } from './section-values';

const fallback = 'The changes could not be saved. Please try again.';
const refusal = (errors: Record<string, string[]>) =>
  new ApiRequestError(400, {
    error_type: 'ValidationError',
    code: 'invalid_fields',
    message: 'Not valid.',
    errors,
  });
const feeField = (path: string) => {
  const own = pathUnder(path, 'fees.1');
  return own === 'amount_cents' ? 'amount' : own;
};
const names: Record<string, string> = { 'fees.4.amount_cents': 'Valet Trash' };

describe('sectionFailure', () => {
  it("puts the messages about the form's fields under them, and names the item of the others", () => {
    const error = refusal({
      'fees.1.amount_cents': ['Too big.', 'Really.'],
      'fees.4.amount_cents': ['Too small.'],
      non_field_errors: ['Reload the community.'],
      fees: ['The fee key admin-fee appears twice.'],
    });
    expect(sectionFailure(error, feeField, fallback, (path) => names[path])).toEqual({
      fieldErrors: [{ field: 'amount', message: 'Too big. Really.' }],
      otherMessages: [
        'Valet Trash: Too small.',
        'Reload the community.',
        'The fee key admin-fee appears twice.',
      ],
    });
  });

  it('joins the messages of paths that go under the same field', () => {
    const error = refusal({ 'fees.1.amount_cents': ['Too big.'], 'fees.1.amount_cents.x': ['Odd.'] });
    const field = (path: string) => (path.startsWith('fees.1.') ? 'amount' : undefined);
    expect(sectionFailure(error, field, fallback).fieldErrors).toEqual([
      { field: 'amount', message: 'Too big. Odd.' },
    ]);
  });

  it("shows the API's own message for a 400 without field messages, and its words for a refusal", () => {
    expect(sectionFailure(refusal({}), feeField, fallback).otherMessages).toEqual(['Not valid.']);
    const conflict = new ApiRequestError(409, {
      error_type: 'Conflict',
      code: 'conflict',
      message: 'That slug is taken.',
    });
    expect(sectionFailure(conflict, feeField, fallback).otherMessages).toEqual(['That slug is taken.']);
    expect(sectionFailure(new ApiRequestError(500, null), feeField, fallback).otherMessages).toEqual([
      fallback,
    ]);
    expect(sectionFailure(new TypeError('offline'), feeField, fallback).otherMessages).toEqual([fallback]);
  });
});
