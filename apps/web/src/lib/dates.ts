const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The day of a moment (an ISO date-time from the API) as the user's clock sees it: "November 23, 2026". */
export function formatMomentDate(isoDateTime: string): string {
  return longDate.format(new Date(isoDateTime));
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A date-only value from the API ('2026-11-23') as "November 23, 2026", the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const momentDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment with its time of day on the user's clock: "Nov 23, 2026, 4:05 PM" (logs and reviews). */
export function formatMomentDateTime(isoDateTime: string): string {
  return momentDateTime.format(new Date(isoDateTime));
}
