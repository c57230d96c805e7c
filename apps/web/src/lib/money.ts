import { onFirstUse } from './first-use';

const dollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/**
 * Integer cents as US dollars for people, always with both decimals ($1,495.00, -$50.00), so rents, fees
 * and totals read alike on every page. Money stays in integer cents everywhere else.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  return dollars().format(Math.round(cents) / 100);
}
