import { SCREENING_TERMS_REQUIRED } from '@portal/domain/schemas/screening';
import { itinMessages, ssnMessages } from '@portal/domain/screening/tax-id';
import { describe, expect, it } from 'vitest';
import { emptyScreeningForm, screeningFormErrors, screeningRequestOf } from './screening-form';

const ITIN_REQUIRED = 'Tell us whether you have an ITIN.';
const form = (changes: Partial<typeof emptyScreeningForm>) => ({
  ...emptyScreeningForm,
  termsAccepted: true,
  ...changes,
});

describe('screeningFormErrors', () => {
  it('asks for the terms and the SSN of an empty form', () => {
    expect(screeningFormErrors(emptyScreeningForm, ITIN_REQUIRED)).toEqual({
      terms_accepted: SCREENING_TERMS_REQUIRED,
      ssn: ssnMessages.required,
    });
  });

  it.each([
    [form({ ssn: '50001000' }), { ssn: ssnMessages.length }],
    [form({ ssn: '500010001' }), {}],
    [form({ noSsn: true, ssn: '5' }), { has_itin: ITIN_REQUIRED }],
    [form({ noSsn: true, hasItin: true, itin: '812701234' }), { itin: itinMessages.notNine }],
    [form({ noSsn: true, hasItin: false }), {}],
  ])('%j → %j', (values, errors) => {
    expect(screeningFormErrors(values, ITIN_REQUIRED)).toEqual(errors);
  });
});

describe('screeningRequestOf', () => {
  it('sends the SSN, or the no-SSN path with an ITIN or nothing, never a hidden field', () => {
    expect(screeningRequestOf(form({ ssn: '500010001', itin: '912701234' }))).toEqual({
      terms_accepted: true,
      ssn: '500010001',
    });
    expect(screeningRequestOf(form({ noSsn: true, hasItin: true, ssn: '5', itin: '912701234' }))).toEqual({
      terms_accepted: true,
      no_ssn: true,
      itin: '912701234',
    });
    expect(screeningRequestOf(form({ noSsn: true, hasItin: false, itin: '912701234' }))).toEqual({
      terms_accepted: true,
      no_ssn: true,
    });
  });
});
