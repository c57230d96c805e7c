import { FINANCIAL_AMOUNT_MAX_CENTS } from '../constants/limits.js';

export type DollarAmountProblem = 'required' | 'format' | 'negative' | 'too_large';

export type DollarAmount = { cents: number } | { problem: DollarAmountProblem };

const DOLLARS_PATTERN = /^(-?)(\d*)(?:\.(\d{0,2}))?$/;
/** Enough digits for any amount under the limit; more would lose precision before the limit check. */
const MAX_WHOLE_DIGITS = 12;

/**
 * An amount typed in dollars ("4,250.50", "4250", 4250.5) as integer cents; the form strips the commas
 * people type, and so does this. Cents are computed from the digits, never through floating point.
 */
export function parseDollarAmount(value: string | number): DollarAmount {
  const text = (typeof value === 'number' ? String(value) : value).replaceAll(',', '').trim();
  if (text === '') return { problem: 'required' };
  const match = DOLLARS_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole.length + fraction.length === 0) return { problem: 'format' };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { problem: 'too_large' };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (match[1] === '-' && cents > 0) return { problem: 'negative' };
  if (cents > FINANCIAL_AMOUNT_MAX_CENTS) return { problem: 'too_large' };
  return { cents };
}
