import { SCREENING_TERMS_REQUIRED } from '@portal/domain/schemas/screening';
import { itinMessages, ssnMessages } from '@portal/domain/screening/tax-id';
import { describe, expect, it } from 'vitest';
import { emptyScreeningForm, type ScreeningFormValues } from './screening-form';
import { screeningFormSchema } from './screening-form-schema';

const ITIN_REQUIRED = 'Tell us whether you have an ITIN.';
const schema = screeningFormSchema(ITIN_REQUIRED);
const form = (changes: Partial<ScreeningFormValues>) => ({
  ...emptyScreeningForm,
  terms_accepted: true,
  ...changes,
});
const problems = (values: ScreeningFormValues) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('screeningFormSchema', () => {
  it('asks for the terms and the SSN of an empty form', () => {
    expect(problems(emptyScreeningForm)).toEqual({
      terms_accepted: SCREENING_TERMS_REQUIRED,
      ssn: ssnMessages.required,
    });
  });

  it.each([
    [form({ ssn: '50001000' }), { ssn: ssnMessages.length }],
    [form({ ssn: '500010001' }), {}],
    [form({ no_ssn: true, ssn: '5' }), { has_itin: ITIN_REQUIRED }],
    [form({ no_ssn: true, has_itin: 'yes', itin: '812701234' }), { itin: itinMessages.notNine }],
    [form({ no_ssn: true, has_itin: 'no' }), {}],
  ])('%j → %j', (values, errors) => {
    expect(problems(values)).toEqual(errors);
  });

  it('sends the SSN, or the no-SSN path with an ITIN or nothing, never a hidden field', () => {
    expect(schema.parse(form({ ssn: '500010001', itin: '912701234' }))).toEqual({
      terms_accepted: true,
      ssn: '500010001',
    });
    expect(schema.parse(form({ no_ssn: true, has_itin: 'yes', ssn: '5', itin: '912701234' }))).toEqual({
      terms_accepted: true,
      no_ssn: true,
      itin: '912701234',
    });
    expect(schema.parse(form({ no_ssn: true, has_itin: 'no', itin: '912701234' }))).toEqual({
      terms_accepted: true,
      no_ssn: true,
    });
  });
});
