import type { ChargeMonth } from '@portal/domain/pricing/charges-calendar';
import { perLocale } from '@/lib/language';

const monthFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** "December 2026". */
export function formatChargeMonth({ year, month }: ChargeMonth): string {
  return monthFormat().format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "2026-12": a month as a select option's value and a React key. */
export function chargeMonthKey({ year, month }: ChargeMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
