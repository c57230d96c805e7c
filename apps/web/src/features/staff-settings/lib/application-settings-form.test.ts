import { communitySettingsSchema } from '@portal/domain/schemas/community';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changedSettings,
  readSettings,
  SETTING_GROUPS,
  SETTING_INPUTS,
  type SettingInput,
  settingsFieldOf,
  settingsValues,
} from './application-settings-form';
import { mapleCourt } from './maple-court-fixture';

/** What a setting's schema takes, as the form's inputs tell it apart. */
function typeOf(schema: z.core.$ZodType): string {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodNullable) return `nullable ${typeOf(inner.unwrap() as z.ZodType)}`;
  if (inner instanceof z.ZodURL) return 'url';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodNumber) return inner.isInt ? 'whole number' : 'number';
  if (inner instanceof z.ZodString) return 'string';
  if (inner instanceof z.ZodEnum) return `one of ${inner.options.join(', ')}`;
  if (inner instanceof z.ZodUnion)
    return `one of ${inner.options.map((option) => (option as z.ZodLiteral).value).join(', ')}`;
  if (inner instanceof z.ZodArray) return 'list';
  if (inner instanceof z.ZodObject) return `texts ${Object.keys(inner.shape).join(', ')}`;
  return 'unknown';
}

function typeOfInput(input: SettingInput): string {
  switch (input.type) {
    case 'boolean':
      return 'boolean';
    case 'whole':
    case 'cents':
      return 'whole number';
    case 'decimal':
      return 'number';
    case 'text':
      return 'string';
    case 'choice':
      return `one of ${input.options.join(', ')}`;
    case 'suffixes':
    case 'languages':
      return 'list';
    case 'texts':
      return `texts ${input.fields.join(', ')}`;
    case 'url':
      return 'nullable url';
  }
}

const {
  renewals: _renewals,
  financial_documents_validations: _rules,
  ...settingSchemas
} = communitySettingsSchema.shape;

describe('the application settings form', () => {
  it('has an input for every setting of the schema but the renewals and proof rules, of the type the schema takes', () => {
    expect(Object.keys(SETTING_INPUTS).sort()).toEqual(Object.keys(settingSchemas).sort());
    for (const [key, schema] of Object.entries(settingSchemas)) {
      expect(typeOfInput(SETTING_INPUTS[key as keyof typeof SETTING_INPUTS]), key).toBe(typeOf(schema));
    }
  });

  it('shows every setting in exactly one group', () => {
    const grouped: string[] = Object.values(SETTING_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(SETTING_INPUTS).sort());
  });

  it('reads back the settings it shows, so an untouched form changes nothing', () => {
    const { value, issues } = readSettings(settingsValues(mapleCourt.settings), mapleCourt.settings);
    expect(issues).toEqual([]);
    expect(communitySettingsSchema.parse(value)).toEqual(mapleCourt.settings);
    expect(changedSettings(mapleCourt.settings, value)).toEqual({});
  });

  it('leaves the screening agency out while all of it is empty, and reads it once typed', () => {
    const values = settingsValues(mapleCourt.settings);
    expect(values.screening_agency).toEqual({ name: '', address: '', toll_free_phone: '' });
    const agency = { name: ' Checkr ', address: '1 Main St', toll_free_phone: '1-800-555-0100' };
    const { value } = readSettings({ ...values, screening_agency: agency }, mapleCourt.settings);
    expect(changedSettings(mapleCourt.settings, value)).toEqual({
      screening_agency: { ...agency, name: 'Checkr' },
    });
  });

  it("names the field of a setting's path", () => {
    expect(settingsFieldOf('quote_valid_days')).toBe('quote_valid_days');
    expect(settingsFieldOf('applicant_suffix_choices.2.value')).toBe('applicant_suffix_choices');
    expect(settingsFieldOf('screening_agency.toll_free_phone')).toBe('screening_agency.toll_free_phone');
    expect(settingsFieldOf('screening_agency')).toBe('screening_agency.name');
    expect(settingsFieldOf('renewals.notice_to_vacate_days')).toBeUndefined();
  });
});
