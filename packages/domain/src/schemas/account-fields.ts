import { z } from 'zod';
import {
  EARLIEST_BIRTH_YEAR,
  MINIMUM_APPLICANT_AGE_YEARS,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/limits.js';
import { compareCalendarDates, completedYears, parseCalendarDate } from '../dates/calendar-date.js';

/** Letters from any alphabet, with the spaces, hyphens, apostrophes and periods real names carry. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;
export const PASSWORD_MAX_LENGTH = 128;

export const requiredName = (requiredMessage: string, invalidMessage = 'Invalid name') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(NAME_MAX_LENGTH, { error: 'Exceeds 100 characters', abort: true })
    .regex(NAME_PATTERN, invalidMessage);

export const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, 'Exceeds 100 characters')
  .regex(NAME_PATTERN, 'Invalid name')
  .or(z.literal(''))
  .nullish()
  .transform((value) => (value ? value : null));

/** The ten NANP digits of a US number, or undefined: area code and exchange never start with 0 or 1. */
export function usPhoneDigits(value: string): string | undefined {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : undefined;
}

export function formatUsPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const usPhoneNumber = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine((value) => usPhoneDigits(value) !== undefined, 'Must be a valid US phone number')
    .transform((value) => formatUsPhone(usPhoneDigits(value) ?? ''));

export const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .pipe(z.email(invalidMessage))
    .transform((value) => value.toLowerCase());

/** The spec's three password rules, plus a length cap that still allows long passphrases. */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/\d/, 'Password must contain at least 1 number')
  .regex(/\p{Lu}/u, 'Password must contain at least 1 uppercase letter');

/** A real calendar date in 'YYYY-MM-DD', no earlier than 1901; the age rule needs "today" (below). */
export const birthDate = z
  .string({ error: 'Date of birth is required' })
  .min(1, 'Date of birth is required')
  .superRefine((value, context) => {
    const birth = parseCalendarDate(value);
    if (!birth) context.addIssue({ code: 'custom', message: 'Enter a valid date' });
    else if (birth.year < EARLIEST_BIRTH_YEAR)
      context.addIssue({ code: 'custom', message: 'Invalid birthdate' });
  });

/** Why a valid birth date cannot be an adult applicant's as of `today` ('YYYY-MM-DD', community time zone). */
export function adultBirthDateProblem(value: string, today: string): string | undefined {
  const birth = parseCalendarDate(value);
  const now = parseCalendarDate(today);
  if (!birth || !now) return 'Enter a valid date';
  if (compareCalendarDates(birth, now) > 0) return 'Invalid birthdate';
  if (completedYears(birth, now) < MINIMUM_APPLICANT_AGE_YEARS) return 'Must be 18 or older';
  return undefined;
}
