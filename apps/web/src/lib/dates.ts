// A date-only value ('2026-11-23') reads with spelledOutDate (@portal/domain/dates/calendar-date). These
// are moments, on the user's clock; each formatter is built when first used, not as the module loads
// (the first Intl formatter of a page load is slow: see spelledOutDate).
let longDate: Intl.DateTimeFormat | undefined;
let momentDateTime: Intl.DateTimeFormat | undefined;

/** The day of a moment (an ISO date-time from the API) as the user's clock sees it: "November 23, 2026". */
export function formatMomentDate(isoDateTime: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return longDate.format(new Date(isoDateTime));
}

/** A moment with its time of day on the user's clock: "Nov 23, 2026, 4:05 PM" (logs and reviews). */
export function formatMomentDateTime(isoDateTime: string): string {
  momentDateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return momentDateTime.format(new Date(isoDateTime));
}
