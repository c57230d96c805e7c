import { perLocale } from './language';

const dollars = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));

/**
 * Integer cents as US dollars for people, in the shown language's locale (en-US and es-US both write
 * $1,495.00 and -$50.00), always with both decimals, so rents, fees and totals read alike on every page.
 * Money stays in integer cents everywhere else.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  return dollars().format(Math.round(cents) / 100);
}

/**
 * Dollars as a person types them ("50", "1,495.5", "$0.99") as integer cents, read digit by digit so no
 * cent shifts; null when the text is not an amount (more than two decimals, letters, nothing at all).
 */
export function centsFromDollars(text: string): number | null {
  const match = /^(-?)\$?(\d*)(?:\.(\d{0,2}))?$/.exec(text.replace(/[\s,]/g, ''));
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return minus && cents !== 0 ? -cents : cents;
}

/** Integer cents as the dollars an input holds for editing: 129500 → "1295.00", -5 → "-0.05". */
export function dollarsFromCents(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}
