import { onFirstUse } from './first-use';

const grouped = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** A whole number with its thousands separated, as people read sizes and amounts: 1250 → "1,250". */
export function formatWholeNumber(value: number): string {
  return grouped().format(value);
}
