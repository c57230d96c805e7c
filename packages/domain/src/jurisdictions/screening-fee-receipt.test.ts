import { describe, expect, it } from 'vitest';
import { applicableProfiles, type JurisdictionPlace } from './applicable-profiles.js';
import { effectiveRules } from './effective-rules.js';
import { itemizeScreeningFee } from './screening-fee-receipt.js';

const rulesAt = (place: JurisdictionPlace) =>
  effectiveRules(applicableProfiles(place).profiles.map(({ profile }) => profile));

describe('Cal. Civ. Code § 1950.6(d): the itemized receipt for a screening fee', () => {
  it('is California law, read with its citation, and itemizes costs and time', () => {
    const rule = rulesAt({ state: 'CA', city: 'Oakland', postalCode: '94612' }).screeningFeeReceipt;
    expect(rule?.citation.cite).toBe('Cal. Civ. Code § 1950.6(d)');
    expect(rule?.citation.readOn).toBe('2026-11-29');
    expect(rule?.itemizes).toEqual(['out-of-pocket expenses', 'time spent']);
    expect(rule?.from.id).toBe('california');
  });

  it.each([
    ['Texas', { state: 'TX', city: 'Austin', postalCode: '78701' }],
    ['New York', { state: 'NY', city: 'Brooklyn', postalCode: '11216' }],
  ])('is not the law in %s', (_state, place) => {
    expect(rulesAt(place).screeningFeeReceipt).toBeUndefined();
  });

  it.each([
    ['as split', 5_500, { agency_cents: 3_500, processing_cents: 2_000 }, [3_500, 2_000]],
    ['without a split: all the agency', 5_500, undefined, [5_500, 0]],
    [
      'capped below the split: the agency first',
      3_000,
      { agency_cents: 3_500, processing_cents: 2_000 },
      [3_000, 0],
    ],
    [
      'partly below: the time takes the rest',
      4_000,
      { agency_cents: 3_500, processing_cents: 2_000 },
      [3_500, 500],
    ],
  ] as const)('splits a fee paid %s', (_case, charged, itemization, [agency, time]) => {
    const parts = itemizeScreeningFee(charged, itemization);
    expect(parts).toEqual({ screening_agency: agency, processing_time: time });
    expect(parts.screening_agency + parts.processing_time).toBe(charged);
  });
});
