import { describe, expect, it } from 'vitest';
import { canSubmitPersonalDetails, passwordRuleStatus, requiredValuesFilled } from './form-rules';

describe('requiredValuesFilled', () => {
  const required = ['first_name', 'email'];

  it('is true when every required value is there', () => {
    expect(requiredValuesFilled({ first_name: 'Ana', email: 'a@b.co', middle_name: '' }, required)).toBe(
      true,
    );
  });

  it('treats blank text and missing values as empty', () => {
    expect(requiredValuesFilled({ first_name: '  ', email: 'a@b.co' }, required)).toBe(false);
    expect(requiredValuesFilled({ email: 'a@b.co' }, required)).toBe(false);
  });
});

describe('canSubmitPersonalDetails', () => {
  const ready = { mustBeModified: true, modified: true, requiredFilled: true, submitting: false };

  it('is enabled when modified, filled and idle', () => {
    expect(canSubmitPersonalDetails(ready)).toBe(true);
  });

  it('is disabled when unmodified, unless modification is not required', () => {
    expect(canSubmitPersonalDetails({ ...ready, modified: false })).toBe(false);
    expect(canSubmitPersonalDetails({ ...ready, modified: false, mustBeModified: false })).toBe(true);
  });

  it('is disabled while a required value is missing or a submit runs', () => {
    expect(canSubmitPersonalDetails({ ...ready, requiredFilled: false })).toBe(false);
    expect(canSubmitPersonalDetails({ ...ready, submitting: true })).toBe(false);
  });
});

describe('passwordRuleStatus', () => {
  it('checks each rule separately', () => {
    expect(passwordRuleStatus('')).toEqual({ length: false, number: false, uppercase: false });
    expect(passwordRuleStatus('abcdefgh')).toEqual({ length: true, number: false, uppercase: false });
    expect(passwordRuleStatus('Abcdefg1')).toEqual({ length: true, number: true, uppercase: true });
    expect(passwordRuleStatus('Ébc1')).toEqual({ length: false, number: true, uppercase: true });
  });
});
