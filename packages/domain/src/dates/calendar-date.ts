import type { Language } from '../constants/languages.js';

/** Date-only values travel as 'YYYY-MM-DD' (architecture guide, "dates"); these helpers never touch time zones. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole years from `birth` to `on`: a birthday counts from its own day (29 February from 1 March). */
export function completedYears(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Building an Intl.DateTimeFormat is slow (a phone spends tens of milliseconds on the first one), so each
// is built when first needed, never while the modules load, and then kept.
const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date where the community is, e.g. 'America/Chicago'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = isoDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Pricing rules: a lease ends the day before the same date `months` later (12 from 2026-12-15 → 2027-12-14). */
export function leaseEndDate(moveInDate: string, months: number): string | undefined {
  const start = parseCalendarDate(moveInDate);
  return start ? formatCalendarDate(addDays(addMonths(start, months), -1)) : undefined;
}

/**
 * The move-in date of a lease of `months` that ends on `endDate`, the inverse of leaseEndDate: the same
 * date `months` before the day after the end (ending 2027-12-14 after 12 months → 2026-12-15). Stepping
 * back from the end itself and adding a day goes wrong at month ends (2000-02-29 after 2 months would
 * start 1999-12-30, whose lease ends 2000-02-28).
 */
export function leaseStartDate(endDate: string, months: number): string | undefined {
  const end = parseCalendarDate(endDate);
  return end ? formatCalendarDate(addMonths(addDays(end, 1), -months)) : undefined;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier), both 'YYYY-MM-DD'. */
export function daysBetween(from: string, to: string): number | undefined {
  const [start, end] = [parseCalendarDate(from), parseCalendarDate(to)];
  if (!start || !end) return undefined;
  const utc = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);
  return Math.round((utc(end) - utc(start)) / 86_400_000);
}

const MONTH_NAMES = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
} as const satisfies Record<Language, readonly string[]>;

/**
 * "January 24, 2027", "24 de enero de 2027": how a calendar date reads on a page, in a document or a
 * message; a malformed date as it is. Written out by hand, as `Intl.DateTimeFormat` with `dateStyle: 'long'`
 * would in UTC for en-US and es-US: the first Intl formatter of a page load costs a phone tens of
 * milliseconds (ICU's data), before the page's first paint when one is built there.
 */
export function spelledOutDate(isoDate: string, language: Language = 'en'): string {
  const date = parseCalendarDate(isoDate);
  if (!date) return isoDate;
  const month = MONTH_NAMES[language][date.month - 1];
  return language === 'es' ? `${date.day} de ${month} de ${date.year}` : `${month} ${date.day}, ${date.year}`;
}
