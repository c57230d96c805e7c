import { formatCalendarDate, parseCalendarDate } from './calendar-date.js';

/** What a person types: MM/dd/yyyy (spec §5, dependent's birthday). */
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** '05/04/2016' → '2016-05-04'; undefined unless it is a real day written MM/dd/yyyy. */
export function isoFromUsDate(value: string): string | undefined {
  const match = US_DATE.exec(value.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return parseCalendarDate(iso) ? iso : undefined;
}

/** '2016-05-04' → '05/04/2016', for a form field; '' for anything that is not a calendar date. */
export function usDateFromIso(value: string): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  const [year, month, day] = formatCalendarDate(date).split('-');
  return `${month}/${day}/${year}`;
}
