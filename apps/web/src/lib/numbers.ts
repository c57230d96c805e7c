import { perLocale } from './language';

const grouped = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** A whole number with its thousands separated, as people read sizes and amounts: 1250 → "1,250". */
export function formatWholeNumber(value: number): string {
  return grouped().format(value);
}
