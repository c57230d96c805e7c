import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, parseCalendarDate, spelledOutDate } from '../dates/calendar-date.js';
import { earliestMoveOutDate, moveOutDateProblem } from './notice-to-vacate.js';

describe('earliestMoveOutDate', () => {
  it.each([
    ['2026-11-25', 60, '2027-01-24'],
    ['2026-11-25', 30, '2026-12-25'],
    ['2026-11-25', 0, '2026-11-25'],
    ['2028-01-30', 30, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['not a date', 30, undefined],
  ])('today %s with %i days of notice: %s', (today, days, earliest) => {
    expect(earliestMoveOutDate(today, days)).toBe(earliest);
  });
});

describe('moveOutDateProblem', () => {
  it.each([
    ['2027-01-24', null],
    ['2027-06-01', null],
    [
      '2027-01-23',
      'The move-out date must be on or after January 24, 2027 (2027-01-24), the notice period of this community.',
    ],
    ['2026-11-25', expect.stringContaining('January 24, 2027')],
    ['2027-02-30', 'Enter a valid move-out date'],
  ])('moving out %s with 60 days of notice from 2026-11-25: %s', (date, problem) => {
    expect(moveOutDateProblem(date, '2026-11-25', 60)).toEqual(problem);
  });

  it('accepts exactly the dates from the earliest on, and names that date otherwise', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((offset) => formatCalendarDate(addDays({ year: 2025, month: 1, day: 1 }, offset)));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: -200, max: 200 }),
        (today, days, shift) => {
          const earliest = earliestMoveOutDate(today, days) as string;
          const start = parseCalendarDate(earliest);
          if (!start) throw new Error('no date');
          const moveOut = formatCalendarDate(addDays(start, shift));
          const problem = moveOutDateProblem(moveOut, today, days);
          expect(problem === null).toBe(shift >= 0);
          if (problem) expect(problem).toContain(spelledOutDate(earliest));
        },
      ),
    );
  });
});
