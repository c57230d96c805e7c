import { addDays, formatCalendarDate, parseCalendarDate, spelledOutDate } from '../dates/calendar-date.js';

/** The earliest move-out date a notice given today may name: `noticeDays` days from today. */
export function earliestMoveOutDate(today: string, noticeDays: number): string | undefined {
  const now = parseCalendarDate(today);
  return now ? formatCalendarDate(addDays(now, noticeDays)) : undefined;
}

export const moveOutTooEarlyMessage = (earliest: string) =>
  `The move-out date must be on or after ${spelledOutDate(earliest)} (${earliest}), the notice period of this community.`;

/**
 * The notice date rule: a move-out date no earlier than the notice period from today (today in the
 * community's time zone). Returns the message naming the earliest date allowed, or null when it holds.
 */
export function moveOutDateProblem(moveOutDate: string, today: string, noticeDays: number): string | null {
  const earliest = earliestMoveOutDate(today, noticeDays);
  if (!earliest) throw new Error(`Not a date: ${today}`);
  if (!parseCalendarDate(moveOutDate)) return 'Enter a valid move-out date';
  return moveOutDate < earliest ? moveOutTooEarlyMessage(earliest) : null;
}

/** The reason that asks the resident to say more. */
export const OTHER_VACATE_REASON = 'Other';

/**
 * The reasons a resident picks from when giving notice, until the community words its own: the portal's
 * words, so a page shows each in its reader's language (by its key) while the notice records the label.
 */
export const DEFAULT_VACATE_REASONS = {
  purchasedHome: 'Purchased a home',
  relocatingForWork: 'Relocating for work',
  moreSpace: 'Need more space',
  lessSpace: 'Need less space',
  costOfRent: 'Cost of rent',
  movingInWithFamily: 'Moving in with family or a partner',
  dissatisfied: 'Dissatisfied with the community',
  other: OTHER_VACATE_REASON,
} as const;
export const OTHER_TEXT_REQUIRED_MESSAGE = 'Tell us your other reason for moving out';
