import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import {
  byFormField,
  formFieldOf,
  generalChange,
  generalValues,
  logoSource,
  themeChange,
  vacateReasonLines,
} from './community-form';
import { generalSchema } from './community-form-schemas';
import { mapleCourtFields } from './maple-court-fixture';
import { newCommunityDefinition } from './new-community';

const community = newCommunityDefinition(mapleCourtFields);

const messages = {
  required: 'Fill in this field.',
  email: 'Enter an email address.',
  reasonTooLong: (line: number) => `Reason ${line} is too long.`,
};

describe('generalChange', () => {
  it('names only the fields that differ, the reasons as a list', () => {
    const values = {
      ...generalValues(community),
      display_name: 'Maple Court Homes',
      contact_email: undefined,
      vacate_reasons: ['Purchased a home', 'Other'],
    };
    expect(generalChange(community, values)).toEqual({
      display_name: 'Maple Court Homes',
      vacate_reasons: ['Purchased a home', 'Other'],
    });
    const unchanged = {
      ...generalValues(community),
      contact_email: undefined,
      vacate_reasons: community.vacate_reasons,
    };
    expect(generalChange(community, unchanged)).toEqual({});
  });
});

describe('generalSchema', () => {
  it('reads the reasons one per line, and an empty e-mail as none while the community has none', () => {
    const parsed = generalSchema(messages, { hasEmail: false }).parse({
      ...generalValues(community),
      vacate_reasons: ' Purchased a home \n\nOther\n',
    });
    expect(parsed.vacate_reasons).toEqual(['Purchased a home', 'Other']);
    expect(parsed.contact_email).toBeUndefined();
  });

  it('asks for an e-mail once the community has one, and refuses a reason too long', () => {
    const result = generalSchema(messages, { hasEmail: true }).safeParse({
      ...generalValues(community),
      display_name: ' ',
      vacate_reasons: `Other\n${'x'.repeat(201)}`,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['display_name', 'Fill in this field.'],
      ['contact_email', 'Enter an email address.'],
      ['vacate_reasons', 'Reason 2 is too long.'],
    ]);
  });
});

describe('themeChange', () => {
  it('names the colours that differ, in capitals, whatever case they were typed in', () => {
    expect(
      themeChange(community.theme, {
        primary_color: '#2b44ff',
        secondary_color: '#0f766e',
        background: '#FFFFFF',
        dark_mode: true,
      }),
    ).toEqual({ secondary_color: '#0F766E', dark_mode: true });
  });
});

describe('byFormField', () => {
  it("keys the API's messages by the form's fields", () => {
    const error = new ApiRequestError(400, {
      error_type: 'ValidationError',
      code: 'invalid_fields',
      message: 'Invalid',
      errors: { 'theme.primary_color': ['Too light.'], 'vacate_reasons.2': ['Too long.'], slug: ['Taken.'] },
    });
    expect((byFormField(error) as ApiRequestError).fieldErrors).toEqual({
      primary_color: ['Too light.'],
      vacate_reasons: ['Too long.'],
      slug: ['Taken.'],
    });
    expect(formFieldOf('settings.quote_valid_days')).toBe('settings');
    const refused = new ApiRequestError(403, {
      error_type: 'PermissionDenied',
      code: 'permission_denied',
      message: 'No.',
    });
    expect(byFormField(refused)).toBe(refused);
  });
});

describe('vacateReasonLines', () => {
  it('drops blank lines and spaces around each reason', () => {
    expect(vacateReasonLines('  A \r\n\nB\n ')).toEqual(['A', 'B']);
  });
});

describe('logoSource', () => {
  it('serves a file name from /api/logos/, keeps an address, and has none for no logo', () => {
    expect(logoSource('maple-court.svg')).toBe('/api/logos/maple-court.svg');
    expect(logoSource('/api/logos/logo-c1-0123456789abcdef.png')).toBe(
      '/api/logos/logo-c1-0123456789abcdef.png',
    );
    expect(logoSource('')).toBeNull();
  });
});
