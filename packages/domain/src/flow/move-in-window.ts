import { addDays, formatCalendarDate, parseCalendarDate } from '../dates/calendar-date.js';

/** How far ahead an applicant may plan their move-in. */
export const MOVE_IN_WINDOW_DAYS = 90;

export interface MoveInWindow {
  earliest: string;
  latest: string;
}

/**
 * The dates a unit can be moved into: from the later of today and its available date, to 90 days from
 * today. Undefined when the unit frees up too late for that.
 */
export function moveInWindow(availableFrom: string, today: string): MoveInWindow | undefined {
  const now = parseCalendarDate(today);
  if (!now || !parseCalendarDate(availableFrom)) return undefined;
  const earliest = availableFrom > today ? availableFrom : today;
  const latest = formatCalendarDate(addDays(now, MOVE_IN_WINDOW_DAYS));
  return earliest <= latest ? { earliest, latest } : undefined;
}

export function isWithinMoveInWindow(date: string, window: MoveInWindow | undefined): boolean {
  return (
    window !== undefined &&
    parseCalendarDate(date) !== undefined &&
    date >= window.earliest &&
    date <= window.latest
  );
}
