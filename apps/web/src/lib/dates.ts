import { onFirstUse } from './first-use';

// A date-only value ('2026-11-23') reads with spelledOutDate (@portal/domain/dates/calendar-date). These
// are moments, on the user's clock.
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }));
const momentDateTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** The day of a moment (an ISO date-time from the API) as the user's clock sees it: "November 23, 2026". */
export function formatMomentDate(isoDateTime: string): string {
  return longDate().format(new Date(isoDateTime));
}

/** A moment with its time of day on the user's clock: "Nov 23, 2026, 4:05 PM" (logs and reviews). */
export function formatMomentDateTime(isoDateTime: string): string {
  return momentDateTime().format(new Date(isoDateTime));
}
