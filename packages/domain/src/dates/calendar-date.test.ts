import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  completedYears,
  daysBetween,
  formatCalendarDate,
  leaseEndDate,
  leaseStartDate,
  parseCalendarDate,
  spelledOutDate,
  todayIn,
} from './calendar-date.js';

describe('parseCalendarDate', () => {
  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', ''])(
    'rejects %j',
    (value) => expect(parseCalendarDate(value)).toBeUndefined(),
  );
  it('accepts 29 February in a leap year', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });
  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          const parsed = parseCalendarDate(text);
          expect(parsed && formatCalendarDate(parsed)).toBe(text);
        },
      ),
    );
  });
});

describe('spelledOutDate', () => {
  it.each([
    ['2027-12-14', 'December 14, 2027'],
    ['2028-02-29', 'February 29, 2028'],
    ['2026-01-05', 'January 5, 2026'],
    ['2026-02-30', '2026-02-30'],
    ['not a date', 'not a date'],
  ])('writes %j as %j', (value, expected) => expect(spelledOutDate(value)).toBe(expected));

  it("reads as Intl's long US English date of the same day", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(spelledOutDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
        },
      ),
    );
  });
});

describe('completedYears', () => {
  it.each([
    ['2008-11-22', '2026-11-22', 18],
    ['2008-11-23', '2026-11-22', 17],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s is %i on %s', (birth, on, years) => {
    const [b, o] = [parseCalendarDate(birth), parseCalendarDate(on)];
    if (!b || !o) throw new Error('bad date');
    expect(completedYears(b, o)).toBe(years);
  });
});

describe('lease dates', () => {
  it.each([
    ['2026-12-15', 12, '2027-12-14'],
    ['2026-12-01', 6, '2027-05-31'],
    ['2027-01-31', 1, '2027-02-27'],
    ['2027-11-01', 15, '2029-01-31'],
  ])('a lease from %s for %i months ends %s', (start, months, end) => {
    expect(leaseEndDate(start, months)).toBe(end);
  });

  it.each([
    ['2027-12-14', 12, '2026-12-15'],
    ['2027-02-28', 12, '2026-03-01'],
    ['2026-04-30', 2, '2026-03-01'],
    ['2027-01-31', 15, '2025-11-01'],
    ['2000-02-29', 2, '2000-01-01'],
  ])('a lease ending %s after %i months started %s', (end, months, start) => {
    expect(leaseStartDate(end, months)).toBe(start);
    expect(leaseEndDate(start, months)).toBe(end);
  });

  it('starts a lease so that it ends where it should whenever that end date is reachable', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 24 }),
        (date, months) => {
          const start = date.toISOString().slice(0, 10);
          const end = leaseEndDate(start, months) ?? '';
          // Several starts at a month's end share an end date; the inverse must give back one of them.
          expect(leaseEndDate(leaseStartDate(end, months) ?? '', months)).toBe(end);
        },
      ),
    );
  });

  it('counts calendar days between dates across months and years', () => {
    expect(daysBetween('2026-11-22', '2027-02-05')).toBe(75);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
    expect(daysBetween('2026-02-30', '2026-03-01')).toBeUndefined();
  });

  it('moves by days and months across year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addMonths({ year: 2026, month: 11, day: 30 }, 3)).toEqual({ year: 2027, month: 2, day: 28 });
  });

  it('reads today in the community time zone', () => {
    expect(todayIn('America/Chicago', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});
