import { spelledOutDate as spelledOutDateIn } from '@portal/domain/dates/calendar-date';
import { currentLanguage, perLocale } from './language';

// Moments on the user's clock, in the shown language's locale; a date-only value ('2026-11-23') reads with
// spelledOutDate below.
const longDate = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
const momentDateTime = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A calendar date as it reads in the shown language: "January 24, 2027", "24 de enero de 2027". */
export function spelledOutDate(isoDate: string): string {
  return spelledOutDateIn(isoDate, currentLanguage());
}

/** The day of a moment (an ISO date-time from the API) as the user's clock sees it: "November 23, 2026". */
export function formatMomentDate(isoDateTime: string): string {
  return longDate().format(new Date(isoDateTime));
}

/** A moment with its time of day on the user's clock: "Nov 23, 2026, 4:05 PM" (logs and reviews). */
export function formatMomentDateTime(isoDateTime: string): string {
  return momentDateTime().format(new Date(isoDateTime));
}
