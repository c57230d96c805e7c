const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The day of a moment (an ISO date-time from the API) as the user's clock sees it: "November 23, 2026". */
export function formatMomentDate(isoDateTime: string): string {
  return longDate.format(new Date(isoDateTime));
}
