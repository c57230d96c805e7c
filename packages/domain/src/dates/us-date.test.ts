import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date.js';
import { isoFromUsDate, usDateFromIso } from './us-date.js';

describe('US dates (MM/dd/yyyy)', () => {
  it.each([
    ['05/04/2016', '2016-05-04'],
    [' 12/31/2010 ', '2010-12-31'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', undefined],
    ['13/01/2020', undefined],
    ['5/4/2016', undefined],
    ['2016-05-04', undefined],
    ['', undefined],
  ])('reads %j as %j', (typed, iso) => {
    expect(isoFromUsDate(typed)).toBe(iso);
  });

  it.each([
    ['2016-05-04', '05/04/2016'],
    ['2020-02-30', ''],
    ['', ''],
  ])('writes %j as %j', (iso, typed) => {
    expect(usDateFromIso(iso)).toBe(typed);
  });

  it('turns every calendar date into MM/dd/yyyy and back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (day) => {
          const iso = formatCalendarDate({
            year: day.getUTCFullYear(),
            month: day.getUTCMonth() + 1,
            day: day.getUTCDate(),
          });
          expect(isoFromUsDate(usDateFromIso(iso))).toBe(iso);
        },
      ),
    );
  });
});
