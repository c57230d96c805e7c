import { addMonths, compareCalendarDates, parseCalendarDate } from '../dates/calendar-date.js';
import type { LookbackRule } from './jurisdiction-profile.js';

/** The kinds of record a lookback rule gives a window to. */
export type ScreenedRecordKind = 'rental_history' | 'conviction' | 'arrest';

/** A record a screening found, as far as the law's windows go. */
export interface ScreenedRecord {
  kind: ScreenedRecordKind;
  /** 'YYYY-MM-DD' (for a conviction, the day of the conviction); null when the screening gave none. */
  date: string | null;
}

/**
 * Why a record is left out: older than the window (`years`); undated, so it cannot be shown to be inside
 * the window; or of a kind the law never lets be considered (Colorado's arrests).
 */
export const leftOutReasons = ['older', 'undated', 'never'] as const;
export type LeftOutBecause = (typeof leftOutReasons)[number];

/** Records left out for the same reason and window, counted: what the file's line says. */
export interface LeftOutGroup {
  because: LeftOutBecause;
  /** The window in years; null for 'never'. */
  years: number | null;
  count: number;
  /** The rule's citation, as the profile stores it. */
  cite: string;
}

export interface LookbackSplit<Found extends ScreenedRecord> {
  /** What the law lets be considered, in the order given. */
  considered: Found[];
  leftOut: Found[];
  /** The left-out records counted by reason and window, in the order first met. */
  groups: LeftOutGroup[];
}

/** The window in years for a kind of record, or null when the law lets none of them be considered. */
function windowYears(rule: LookbackRule, kind: ScreenedRecordKind): number | null | 'unlimited' {
  switch (kind) {
    case 'rental_history':
      return rule.rentalAndCreditHistoryYears;
    case 'conviction':
      return rule.convictionYears;
    case 'arrest':
      return rule.arrestsConsidered ? 'unlimited' : null;
  }
}

function leftOutBecause(
  rule: LookbackRule,
  record: ScreenedRecord,
  applicationDate: string,
): { because: LeftOutBecause; years: number | null } | null {
  const years = windowYears(rule, record.kind);
  if (years === 'unlimited') return null;
  if (years === null) return { because: 'never', years: null };
  const date = record.date === null ? undefined : parseCalendarDate(record.date);
  if (!date) return { because: 'undated', years };
  const applied = parseCalendarDate(applicationDate);
  if (!applied)
    throw new RangeError(`A lookback needs the application date as YYYY-MM-DD, got ${applicationDate}`);
  // The day exactly `years` before is left out: the statutes' "beyond seven years immediately preceding"
  // leaves that one day in doubt, and considering a record the law forbids is the costlier mistake.
  const cutoff = addMonths(applied, -12 * years);
  return compareCalendarDates(date, cutoff) > 0 ? null : { because: 'older', years };
}

/**
 * Splits a screening's records into those the law of the place lets a landlord consider on an application
 * made on `applicationDate` and those it leaves out (decision 0047). Without a lookback rule everything is
 * considered. A record without a date is left out wherever a window applies: it cannot be shown to be
 * inside it. A conviction older than the window is left out even when it might be one of the rule's
 * exceptions (Colorado's homicide, stalking …): a screening result does not name the offence, and
 * considering less than the law allows is lawful where considering more is not.
 */
export function splitByLookback<Found extends ScreenedRecord>(
  rule: LookbackRule | undefined,
  applicationDate: string,
  records: readonly Found[],
): LookbackSplit<Found> {
  const split: LookbackSplit<Found> = { considered: [], leftOut: [], groups: [] };
  for (const record of records) {
    const reason = rule ? leftOutBecause(rule, record, applicationDate) : null;
    if (!rule || !reason) {
      split.considered.push(record);
      continue;
    }
    split.leftOut.push(record);
    const group = split.groups.find(
      (found) => found.because === reason.because && found.years === reason.years,
    );
    if (group) group.count += 1;
    else split.groups.push({ ...reason, count: 1, cite: rule.citation.cite });
  }
  return split;
}
