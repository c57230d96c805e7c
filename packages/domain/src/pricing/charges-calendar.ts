import { addMonths, leaseEndDate, parseCalendarDate } from '../dates/calendar-date.js';
import { type BreakdownGroup, group } from './breakdown-item.js';
import type { PaymentBreakdown } from './payment-breakdown.js';

export interface ChargeMonth {
  year: number;
  month: number;
}

/** The Charges page's months: the lease's first month through one month past its end (pricing rules). */
export function chargeMonths(moveInDate: string, leaseTermMonths: number): ChargeMonth[] {
  const start = parseCalendarDate(moveInDate);
  const end = parseCalendarDate(leaseEndDate(moveInDate, leaseTermMonths) ?? '');
  if (!start || !end) return [];
  const months: ChargeMonth[] = [];
  const last = addMonths({ ...end, day: 1 }, 1);
  for (
    let cursor = { ...start, day: 1 };
    monthIndex(cursor) <= monthIndex(last);
    cursor = addMonths(cursor, 1)
  ) {
    months.push({ year: cursor.year, month: cursor.month });
  }
  return months;
}

const monthIndex = ({ year, month }: ChargeMonth) => year * 12 + month;

/** The month shown first: the current month, clamped into the lease's months. */
export function defaultChargeMonth(months: readonly ChargeMonth[], today: string): ChargeMonth | undefined {
  const now = parseCalendarDate(today);
  const [first] = months;
  const last = months.at(-1);
  if (!now || !first || !last) return first;
  if (monthIndex(now) < monthIndex(first)) return first;
  if (monthIndex(now) > monthIndex(last)) return last;
  return { year: now.year, month: now.month };
}

/**
 * What a month of the lease charges: the move-in month prorated, every later month of the lease in full,
 * and nothing in the month after the lease ends (nothing is scheduled there yet).
 */
export function chargesForMonth(
  breakdown: Pick<PaymentBreakdown, 'monthly_fees' | 'monthly_fees_no_prorate'>,
  months: readonly ChargeMonth[],
  month: ChargeMonth,
): BreakdownGroup {
  const index = months.findIndex((candidate) => monthIndex(candidate) === monthIndex(month));
  if (index === 0) return breakdown.monthly_fees;
  if (index > 0 && index < months.length - 1) return breakdown.monthly_fees_no_prorate;
  return group([]);
}
