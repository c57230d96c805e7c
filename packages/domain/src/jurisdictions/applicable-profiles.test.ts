import { describe, expect, it } from 'vitest';
import { applicableProfiles, type JurisdictionPlace } from './applicable-profiles.js';

const ids = (place: JurisdictionPlace) => applicableProfiles(place).profiles.map(({ profile }) => profile.id);

describe('applicableProfiles: the profiles of a home follow from its address', () => {
  it.each([
    [
      'Brooklyn, NY 11216 (Prospect Row)',
      { state: 'NY', city: 'Brooklyn', postalCode: '11216' },
      ['federal', 'new-york-state', 'new-york-city'],
    ],
    [
      'Kings County, NY',
      { state: 'NY', county: 'Kings County' },
      ['federal', 'new-york-state', 'new-york-city'],
    ],
    [
      'New York, NY 10001',
      { state: 'NY', city: 'New York', postalCode: '10001' },
      ['federal', 'new-york-state', 'new-york-city'],
    ],
    [
      'Flushing, NY 11354 (Queens, by ZIP code)',
      { state: 'NY', city: 'Flushing', postalCode: '11354' },
      ['federal', 'new-york-state', 'new-york-city'],
    ],
    [
      'Buffalo, NY 14202',
      { state: 'NY', city: 'Buffalo', postalCode: '14202' },
      ['federal', 'new-york-state'],
    ],
    [
      'Hempstead, NY 11550 (Nassau County, next to Queens)',
      { state: 'NY', city: 'Hempstead', postalCode: '11550' },
      ['federal', 'new-york-state'],
    ],
    [
      'Oakland, CA 94612 (Bayview Terrace)',
      { state: 'CA', city: 'Oakland', postalCode: '94612' },
      ['federal', 'california'],
    ],
    ['Denver, CO 80202', { state: 'CO', city: 'Denver', postalCode: '80202' }, ['federal', 'colorado']],
    ['Seattle, WA 98101', { state: 'WA', city: 'Seattle', postalCode: '98101' }, ['federal', 'washington']],
    ['Austin, TX 78701 (Maple Court)', { state: 'TX', city: 'Austin', postalCode: '78701' }, ['federal']],
    ['a lowercase state', { state: 'ny', city: 'brooklyn' }, ['federal', 'new-york-state', 'new-york-city']],
  ] as const)('%s', (_name, place, expected) => {
    expect(ids(place)).toEqual(expected);
  });

  it('says why each applies, in plain words', () => {
    const { profiles } = applicableProfiles({ state: 'NY', city: 'Brooklyn', postalCode: '11216' });
    expect(profiles.map(({ reason }) => reason)).toEqual([
      'Federal law applies to every home in the United States.',
      'The community is in New York.',
      'Brooklyn is part of New York City.',
    ]);
    expect(
      applicableProfiles({ state: 'NY', city: 'Flushing', postalCode: '11354' }).profiles[2]?.reason,
    ).toBe('ZIP code 11354 is in New York City.');
  });

  it("names Oakland's and Seattle's own ordinances as not modelled, and none for another city", () => {
    const oakland = applicableProfiles({ state: 'CA', city: 'Oakland', postalCode: '94612' });
    expect(oakland.notModelled.map((law) => law.place)).toEqual(['Oakland']);
    expect(oakland.notModelled[0]?.cite).toContain('Oakland Mun. Code ch. 8.25');
    expect(applicableProfiles({ state: 'CA', city: 'Fresno' }).notModelled).toEqual([]);
    expect(applicableProfiles({ state: 'WA', city: 'Seattle' }).notModelled.map((law) => law.place)).toEqual([
      'Seattle',
    ]);
  });
});
