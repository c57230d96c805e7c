import { parseCalendarDate } from '@portal/domain/dates/calendar-date';
import { spelledOutDate } from '@/lib/dates';

/**
 * A unit's available date for people: null when it is available already (on or before `today`, both
 * 'YYYY-MM-DD' in the community's time zone), else "December 15, 2026". A malformed date is shown as is.
 */
export function formatAvailableDate(availableDate: string, today: string): string | null {
  if (!parseCalendarDate(availableDate)) return availableDate;
  if (availableDate <= today) return null;
  return spelledOutDate(availableDate);
}

/** Where "Apply" sends a visitor who is signed out: sign up, then back to apply for this unit. */
export function signUpToApplyPath(community: string, unitId: number): string {
  return `/${community}/signup?next=${encodeURIComponent(welcomeApplyPath(community, unitId))}`;
}

/** The welcome page that applies for `unitId` as soon as someone is signed in. */
export function welcomeApplyPath(community: string, unitId: number): string {
  return `/${community}/welcome?apply=${unitId}`;
}

/** The unit id of `?apply=`, or null when it is not a positive whole number. */
export function applyParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
