import { SSN_DIGITS } from '../constants/limits.js';

/**
 * How an applicant is identified for screening: by their Social Security number, or, on the explicit
 * "I don't have an SSN" path, by an ITIN or by nothing (name and date of birth only).
 */
export const TaxIdType = { Ssn: 'ssn', Itin: 'itin', None: 'none' } as const;
export type TaxIdType = (typeof TaxIdType)[keyof typeof TaxIdType];
export const taxIdTypes = [TaxIdType.Ssn, TaxIdType.Itin, TaxIdType.None] as const;

export const ssnMessages = {
  required: 'Enter your Social Security number.',
  digits: 'Use numbers only for your Social Security number.',
  length: `Enter all ${SSN_DIGITS} digits of your Social Security number.`,
  itin: 'Social Security numbers never start with 9. If this is your ITIN, choose "I don\'t have an SSN".',
  invalid: 'This is not a valid Social Security number. Please check it.',
} as const;

export const itinMessages = {
  required: 'Enter your ITIN.',
  digits: 'Use numbers only for your ITIN.',
  length: `Enter all ${SSN_DIGITS} digits of your ITIN.`,
  notNine: 'An ITIN always starts with 9. Please check it.',
  invalid: 'This is not a valid ITIN. Please check it.',
} as const;

type Messages = { required: string; digits: string; length: string };

function shapeProblem(value: string, messages: Messages): string | undefined {
  if (value === '') return messages.required;
  if (!/^\d+$/.test(value)) return messages.digits;
  if (value.length !== SSN_DIGITS) return messages.length;
  return undefined;
}

/**
 * Why `value` (digits only, as typed without dashes) cannot be a Social Security number. The SSA never
 * issues area 000, 666 or 900–999 (those are ITINs), group 00 or serial 0000.
 */
export function ssnProblem(value: string): string | undefined {
  const shape = shapeProblem(value, ssnMessages);
  if (shape) return shape;
  if (value.startsWith('9')) return ssnMessages.itin;
  const [area, group, serial] = [value.slice(0, 3), value.slice(3, 5), value.slice(5)];
  if (area === '000' || area === '666' || group === '00' || serial === '0000') return ssnMessages.invalid;
  return undefined;
}

/** The IRS's ITIN groups: the 4th and 5th digits are 50–65, 70–88, 90–92 or 94–99. */
const ITIN_GROUPS: ReadonlyArray<readonly [number, number]> = [
  [50, 65],
  [70, 88],
  [90, 92],
  [94, 99],
];

/** Why `value` (digits only) cannot be an Individual Taxpayer Identification Number. */
export function itinProblem(value: string): string | undefined {
  const shape = shapeProblem(value, itinMessages);
  if (shape) return shape;
  if (!value.startsWith('9')) return itinMessages.notNine;
  const group = Number(value.slice(3, 5));
  return ITIN_GROUPS.some(([low, high]) => group >= low && group <= high) ? undefined : itinMessages.invalid;
}

/** The only part of a number ever shown or returned once it is given. */
export const lastFour = (digits: string): string => digits.slice(-4);
