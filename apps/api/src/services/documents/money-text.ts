import type { Language } from '@portal/domain/constants/languages';
import { fillTemplate } from '@portal/domain/messages/template';

/** "$1,234.50" from integer cents, without going through floating point. */
export function formatDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** "8.25%" from basis points (825), trailing zeros dropped ("5.5%", "8%"). */
export function formatPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = Math.abs(basisPoints % 100)
    .toString()
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

/** An amount as the reader's language writes it, by the same formatter as the catalogs' placeholders. */
export const formatMoney = (cents: number, language: Language): string =>
  fillTemplate('{{amount}}', { amount: { cents } }, language);
