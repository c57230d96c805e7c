import { PHONE_DIGITS } from '@portal/domain/constants/limits';

/** The digits of a US number being typed: a leading country code 1 is dropped once it is an 11th digit. */
export function phoneInputDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * Formats as the user types, towards (xxx) xxx-xxxx. A separator is only written once a digit follows
 * it, so Backspace at the end always removes a digit instead of getting stuck on a bracket or dash.
 */
export function formatPhoneInput(value: string): string {
  const digits = phoneInputDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Reformats `value` and moves the caret so it stays after the same digit it followed before. */
export function formatPhoneInputWithCaret(value: string, caret: number): { value: string; caret: number } {
  const formatted = formatPhoneInput(value);
  const allDigits = value.replace(/\D/g, '');
  let digitsBeforeCaret = value.slice(0, caret).replace(/\D/g, '').length;
  if (allDigits.length > PHONE_DIGITS && allDigits.startsWith('1') && digitsBeforeCaret > 0) {
    digitsBeforeCaret -= 1;
  }
  digitsBeforeCaret = Math.min(digitsBeforeCaret, PHONE_DIGITS);
  if (digitsBeforeCaret === 0) return { value: formatted, caret: formatted.startsWith('(') ? 1 : 0 };
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBeforeCaret) return { value: formatted, caret: index + 1 };
  }
  return { value: formatted, caret: formatted.length };
}
