import { communitySettingsSchema } from '@portal/domain/schemas/community';
import { communityDefinitionSchema } from '@portal/domain/schemas/community-definition';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  isListedTimeZone,
  type NewCommunityFields,
  newCommunityDefinition,
  suggestSlug,
  US_TIME_ZONES,
} from './new-community';

const fields: NewCommunityFields = {
  display_name: ' Harbor View Apartments ',
  building_name: 'Harbor View',
  slug: 'harbor-view',
  normalized_street_address: '9 Quay Street, Oakland, CA 94607',
  contact_phone: '(510) 555-0100',
  contact_email: 'leasing@harborview.example',
  timezone: DEFAULT_TIME_ZONE,
  primary_color: '#1d4ed8',
  secondary_color: '#0F766E',
  background: '#ffffff',
  dark_mode: false,
};

describe('newCommunityDefinition', () => {
  it('is a whole community the API accepts, unchanged by its schema', () => {
    const definition = newCommunityDefinition(fields);
    expect(communityDefinitionSchema.parse(definition)).toEqual(definition);
  });

  it('takes what the set-up page asked, trimmed, with the colours in capitals', () => {
    const definition = newCommunityDefinition(fields);
    expect(definition).toMatchObject({
      slug: 'harbor-view',
      display_name: 'Harbor View Apartments',
      building_name: 'Harbor View',
      normalized_street_address: '9 Quay Street, Oakland, CA 94607',
      contact_phone: '(510) 555-0100',
      contact_email: 'leasing@harborview.example',
      timezone: 'America/New_York',
      theme: {
        logo: '',
        primary_color: '#1D4ED8',
        secondary_color: '#0F766E',
        background: '#FFFFFF',
        dark_mode: false,
      },
    });
    expect('contact_email' in newCommunityDefinition({ ...fields, contact_email: ' ' })).toBe(false);
  });

  it('starts unpublished, with one 12-month term, an application fee and nothing to rent yet', () => {
    const definition = newCommunityDefinition(fields);
    expect(definition.published).toBe(false);
    expect(definition.lease_terms_months).toEqual([12]);
    expect(definition.lease_term_price_adjustment_percent).toEqual({ '12': 0 });
    expect(definition.renewals.renewal_lease_terms_months).toEqual([12]);
    expect([definition.units, definition.rental_options, definition.concessions]).toEqual([[], [], []]);
    expect(definition.sales_tax_percent).toBe(0);
    expect(definition.fees).toEqual([
      expect.objectContaining({
        key: 'application-fee',
        kind: 'one_time',
        category: 10,
        amount_cents: 5000,
        per: 'adult_applicant',
      }),
    ]);
    expect(definition.vacate_reasons.length).toBeGreaterThan(3);
  });

  it("keeps the settings schema's own defaults for what it has defaults for", () => {
    const { criminal_review_letter_template_id, lease_template_id, ...rest } =
      newCommunityDefinition(fields).settings;
    const defaults = communitySettingsSchema.parse(rest);
    expect({ criminal_review_letter_template_id, lease_template_id }).toEqual({
      criminal_review_letter_template_id: defaults.criminal_review_letter_template_id,
      lease_template_id: defaults.lease_template_id,
    });
  });

  it('gives a fresh list of vacate reasons each time', () => {
    const first = newCommunityDefinition(fields);
    first.vacate_reasons.push('Changed');
    expect(newCommunityDefinition(fields).vacate_reasons).not.toContain('Changed');
  });
});

describe('suggestSlug', () => {
  it('makes lowercase words joined by single hyphens', () => {
    expect(suggestSlug('Harbor View Apartments')).toBe('harbor-view-apartments');
    expect(suggestSlug('  The  Lofts -- at 5th ')).toBe('the-lofts-at-5th');
  });

  it('drops accents and reads "&" as "and"', () => {
    expect(suggestSlug('Café & Lofts')).toBe('cafe-and-lofts');
  });

  it('is at most 60 characters, never ending on a hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect(suggestSlug('x'.repeat(80))).toHaveLength(60);
    expect(suggestSlug('!!!')).toBe('');
  });
});

describe('US_TIME_ZONES', () => {
  it('offers the default time zone, each a zone the browser knows', () => {
    expect(isListedTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(isListedTimeZone('Europe/London')).toBe(false);
    for (const { zone } of US_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});
