import { describe, expect, it } from 'vitest';
import { applicableProfiles, type JurisdictionPlace } from './applicable-profiles.js';
import { effectiveRules } from './effective-rules.js';
import { screeningFeeRefundDue } from './screening-fee-refund.js';

const rulesAt = (place: JurisdictionPlace) =>
  effectiveRules(applicableProfiles(place).profiles.map(({ profile }) => profile));

const OAKLAND = { state: 'CA', city: 'Oakland', postalCode: '94612' };
const californiaRefund = () => {
  const rule = rulesAt(OAKLAND).screeningFeeRefund;
  if (!rule) throw new Error('California refunds the screening fee of applicants not chosen');
  return rule;
};

describe('Cal. Civ. Code § 1950.6(c)(2)(B): the screening fee of an applicant not selected', () => {
  it('is California law, read with its citation', () => {
    const rule = californiaRefund();
    expect(rule).toMatchObject({ daysAfterSelection: 7, daysAfterApplication: 30 });
    expect(rule.citation.cite).toContain('§ 1950.6(c)(2)(B)');
    expect(rule.from.id).toBe('california');
  });

  it.each([
    ['seven days after the selection', { selectedOn: '2026-11-29', receivedOn: '2026-11-20' }, '2026-12-06'],
    ['across a month and a year', { selectedOn: '2026-12-28', receivedOn: '2026-12-20' }, '2027-01-04'],
    [
      '30 days after the application, when that is earlier',
      { selectedOn: '2026-11-29', receivedOn: '2026-11-01' },
      '2026-12-01',
    ],
    ['the same day either way', { selectedOn: '2026-11-24', receivedOn: '2026-11-01' }, '2026-12-01'],
    [
      'already past: a selection more than 30 days after the application',
      { selectedOn: '2026-11-29', receivedOn: '2026-10-01' },
      '2026-10-31',
    ],
    ['30 days after the application while nobody is selected', { receivedOn: '2026-11-20' }, '2026-12-20'],
  ] as const)('is due %s', (_when, dates, due) => {
    expect(screeningFeeRefundDue(californiaRefund(), dates)).toBe(due);
  });

  it('refuses a day that is not a calendar date', () => {
    expect(() =>
      screeningFeeRefundDue(californiaRefund(), { selectedOn: '29/11/2026', receivedOn: '2026-11-01' }),
    ).toThrow(RangeError);
  });

  it.each([
    ['New York', { state: 'NY', city: 'Albany', postalCode: '12207' }],
    ['Colorado', { state: 'CO', city: 'Denver', postalCode: '80202' }],
    ['Texas (federal law only)', { state: 'TX', city: 'Austin', postalCode: '78701' }],
  ] as const)('has no such rule in %s', (_name, place) => {
    expect(rulesAt(place).screeningFeeRefund).toBeUndefined();
  });
});
