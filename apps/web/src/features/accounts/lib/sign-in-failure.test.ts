import { describe, expect, it } from 'vitest';
import { signInFailureBanner } from './sign-in-failure';

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
