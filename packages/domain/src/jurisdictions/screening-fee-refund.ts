import {
  addDays,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
} from '../dates/calendar-date.js';
import type { ScreeningFeeRefundRule } from './jurisdiction-profile.js';

/** When an applicant not chosen must have their screening fee back, and the days it is measured from. */
export interface RefundDates {
  /** 'YYYY-MM-DD': the day another applicant was selected for the unit; absent while nobody is. */
  selectedOn?: string;
  /** 'YYYY-MM-DD': the day the application was received. */
  receivedOn: string;
}

function calendarDate(value: string, what: string) {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`A refund's ${what} must be YYYY-MM-DD, got ${value}`);
  return date;
}

/**
 * The last day the screening fee of an applicant not chosen may be refunded ('YYYY-MM-DD'): the earlier
 * of `daysAfterSelection` days after another applicant was selected and `daysAfterApplication` days after
 * the application was received; while nobody is selected, the latter alone. A day already past means the
 * refund is late and is due at once.
 */
export function screeningFeeRefundDue(rule: ScreeningFeeRefundRule, dates: RefundDates): string {
  const afterApplication = addDays(
    calendarDate(dates.receivedOn, 'application day'),
    rule.daysAfterApplication,
  );
  if (dates.selectedOn === undefined) return formatCalendarDate(afterApplication);
  const afterSelection = addDays(calendarDate(dates.selectedOn, 'selection day'), rule.daysAfterSelection);
  return formatCalendarDate(
    compareCalendarDates(afterSelection, afterApplication) <= 0 ? afterSelection : afterApplication,
  );
}
