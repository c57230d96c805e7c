import { daysInMonth, parseCalendarDate } from '../dates/calendar-date.js';
import type { BreakdownItem } from './breakdown-item.js';
import { applyBasisPoints, divideRounded } from './rounding.js';

export interface MoveInProration {
  /** Days from the move-in date to the end of its month, both included. */
  days: number;
  daysInMonth: number;
}

/** Pricing rules "Proration of the move-in month"; undefined for a move-in on the 1st (nothing to prorate). */
export function moveInProration(moveInDate: string): MoveInProration | undefined {
  const date = parseCalendarDate(moveInDate);
  if (!date || date.day === 1) return undefined;
  const total = daysInMonth(date.year, date.month);
  return { days: total - date.day + 1, daysInMonth: total };
}

/**
 * The move-in month's share of a full-month item: amount × days / days in month, rounded; tax on the
 * prorated amount; per_day for display ("$48.23/day × 17 days").
 */
export function prorate(
  item: BreakdownItem,
  proration: MoveInProration | undefined,
  salesTaxBasisPoints: number,
): BreakdownItem {
  if (!proration) return item;
  const amount = divideRounded(item.amount * proration.days, proration.daysInMonth);
  return {
    ...item,
    amount,
    prorated: true,
    days: proration.days,
    per_day: divideRounded(item.amount, proration.daysInMonth),
    tax: item.taxable ? applyBasisPoints(amount, salesTaxBasisPoints) : 0,
  };
}
