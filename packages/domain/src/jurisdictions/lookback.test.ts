import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatCalendarDate, parseCalendarDate } from '../dates/calendar-date.js';
import { applicableProfiles } from './applicable-profiles.js';
import { effectiveRules } from './effective-rules.js';
import type { LookbackRule } from './jurisdiction-profile.js';
import { type ScreenedRecord, type ScreenedRecordKind, splitByLookback } from './lookback.js';

const lookbackAt = (state: string, city: string) =>
  effectiveRules(applicableProfiles({ state, city }).profiles.map(({ profile }) => profile)).lookback;

const colorado = lookbackAt('CO', 'Denver');
const CITE = 'C.R.S. § 38-12-904(1)';
const APPLIED = '2026-11-22';

const record = (kind: ScreenedRecordKind, date: string | null): ScreenedRecord => ({ kind, date });

describe('C.R.S. § 38-12-904(1): what a Colorado landlord may consider on an application made 2026-11-22', () => {
  it.each([
    [
      'an eviction 7 years and a day after the cutoff is considered',
      record('rental_history', '2019-11-23'),
      null,
    ],
    [
      'an eviction on the day exactly 7 years before is left out',
      record('rental_history', '2019-11-22'),
      'older',
    ],
    ['an eviction 8 years before is left out', record('rental_history', '2018-06-01'), 'older'],
    ['a conviction a day inside 5 years is considered', record('conviction', '2021-11-23'), null],
    ['a conviction exactly 5 years before is left out', record('conviction', '2021-11-22'), 'older'],
    ['a conviction 6 years before is left out', record('conviction', '2020-11-22'), 'older'],
    ['a conviction after the application is considered', record('conviction', '2026-11-30'), null],
    ['an arrest of last month is never considered', record('arrest', '2026-10-01'), 'never'],
    [
      'an undated eviction is left out: it cannot be shown to be inside 7 years',
      record('rental_history', null),
      'undated',
    ],
    ['an unreadable date counts as none', record('conviction', 'June 2020'), 'undated'],
  ] as const)('%s', (_case, found, because) => {
    const split = splitByLookback(colorado, APPLIED, [found]);
    if (because === null) {
      expect(split).toEqual({ considered: [found], leftOut: [], groups: [] });
    } else {
      expect(split.considered).toEqual([]);
      expect(split.leftOut).toEqual([found]);
      expect(split.groups).toEqual([expect.objectContaining({ because, count: 1, cite: CITE })]);
    }
  });

  it('counts what it leaves out by reason and window, each with the citation', () => {
    const split = splitByLookback(colorado, APPLIED, [
      record('rental_history', '2015-01-01'),
      record('conviction', '2024-03-01'),
      record('rental_history', '2010-07-04'),
      record('conviction', '2019-01-01'),
      record('rental_history', null),
    ]);
    expect(split.considered).toEqual([record('conviction', '2024-03-01')]);
    expect(split.groups).toEqual([
      { because: 'older', years: 7, count: 2, cite: CITE },
      { because: 'older', years: 5, count: 1, cite: CITE },
      { because: 'undated', years: 7, count: 1, cite: CITE },
    ]);
  });

  it('keeps a leap day window: applied on 2028-02-29, an eviction of 2021-02-28 is out and of 2021-03-01 in', () => {
    const split = splitByLookback(colorado, '2028-02-29', [
      record('rental_history', '2021-02-28'),
      record('rental_history', '2021-03-01'),
    ]);
    expect(split.considered).toEqual([record('rental_history', '2021-03-01')]);
  });
});

describe('where no lookback rule holds', () => {
  it.each([
    ['federal law alone (Texas)', 'TX', 'Austin'],
    ['California', 'CA', 'Oakland'],
    ['New York State', 'NY', 'Albany'],
  ])('%s considers every record, dated or not', (_place, state, city) => {
    const records = [
      record('rental_history', '1990-01-01'),
      record('arrest', null),
      record('conviction', null),
    ];
    expect(splitByLookback(lookbackAt(state, city), APPLIED, records)).toEqual({
      considered: records,
      leftOut: [],
      groups: [],
    });
  });

  it('a rule that considers arrests gives them no window', () => {
    const rule: LookbackRule = { ...(colorado as LookbackRule), arrestsConsidered: true };
    expect(splitByLookback(rule, APPLIED, [record('arrest', null)]).considered).toHaveLength(1);
  });
});

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const kind = fc.constantFrom<ScreenedRecordKind>('rental_history', 'conviction', 'arrest');
const screenedRecord = fc.record({ kind, date: fc.option(day, { nil: null }) });

describe('properties of the split', () => {
  it('every record lands on exactly one side, in order, and the groups count the left-out ones', () => {
    fc.assert(
      fc.property(day, fc.array(screenedRecord, { maxLength: 20 }), (applied, records) => {
        const split = splitByLookback(colorado, applied, records);
        expect(split.considered.length + split.leftOut.length).toBe(records.length);
        expect(split.considered).toEqual(records.filter((found) => split.considered.includes(found)));
        expect(split.groups.reduce((total, group) => total + group.count, 0)).toBe(split.leftOut.length);
      }),
    );
  });

  it('a considered record is dated after the cutoff of its window, and never an arrest', () => {
    fc.assert(
      fc.property(day, fc.array(screenedRecord, { maxLength: 20 }), (applied, records) => {
        const appliedOn = parseCalendarDate(applied);
        if (!appliedOn) throw new Error(applied);
        for (const found of splitByLookback(colorado, applied, records).considered) {
          expect(found.kind).not.toBe('arrest');
          const years = found.kind === 'conviction' ? 5 : 7;
          const firstDay = formatCalendarDate(addDays(addMonths(appliedOn, -12 * years), 1));
          expect(found.date !== null && found.date >= firstDay).toBe(true);
        }
      }),
    );
  });

  it('a later application never considers a record an earlier one left out', () => {
    fc.assert(
      fc.property(day, fc.nat(4_000), screenedRecord, (applied, daysLater, found) => {
        const appliedOn = parseCalendarDate(applied);
        if (!appliedOn) throw new Error(applied);
        const later = formatCalendarDate(addDays(appliedOn, daysLater));
        if (splitByLookback(colorado, applied, [found]).leftOut.length === 1)
          expect(splitByLookback(colorado, later, [found]).leftOut).toEqual([found]);
      }),
    );
  });
});
