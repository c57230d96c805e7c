import { SSN_DIGITS } from '@portal/domain/constants/limits';

/** What a hidden digit shows as. */
export const MASK = '•';

/** Where the dashes of xxx-xx-xxxx go: after the 3rd and the 5th digit. */
const DASH_AFTER = [3, 5];

/**
 * An SSN or ITIN as displayed, xxx-xx-xxxx, each digit hidden behind a dot while `masked`. A dash is only
 * written once a digit follows it, so Backspace at the end always removes a digit.
 */
export function formatTaxId(digits: string, masked: boolean): string {
  const shown = masked ? MASK.repeat(digits.length) : digits;
  return [...shown]
    .map((character, index) => (DASH_AFTER.includes(index) ? `-${character}` : character))
    .join('');
}

const isDigitSlot = (character: string) => character !== '-';
const countDigitSlots = (text: string) => [...text].filter(isDigitSlot).length;

/** The position just after the `count`-th digit of a displayed value (0: before the first). */
function caretAfterDigits(display: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (isDigitSlot(display.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return display.length;
}

export interface TaxIdEdit {
  digits: string;
  /** Where the caret goes in the reformatted value. */
  caret: number;
}

/**
 * The digits after the user changed the displayed value to `next`, leaving the caret at `caret`. Hidden
 * digits all look alike, so the edit is found by position: what follows the caret is what followed the
 * edit before it, and what precedes the edit is the part both values share. Non-digits typed or pasted
 * are dropped; nothing is added past 9 digits. Deleting a dash deletes the digit beside it, in the
 * direction of the key, so the caret never gets stuck on one.
 */
export function applyTaxIdEdit(
  digits: string,
  masked: boolean,
  next: string,
  caret: number,
  deletingForward = false,
): TaxIdEdit {
  const previous = formatTaxId(digits, masked);
  const suffixLength = Math.min(next.length - caret, previous.length);
  const prefixLimit = Math.min(caret, previous.length - suffixLength);
  let prefixLength = 0;
  while (prefixLength < prefixLimit && previous[prefixLength] === next[prefixLength]) prefixLength += 1;

  const removed = previous.slice(prefixLength, previous.length - suffixLength);
  let start = countDigitSlots(previous.slice(0, prefixLength));
  let removedCount = countDigitSlots(removed);
  let inserted = next.slice(prefixLength, caret).replace(/\D/g, '');
  if (removed !== '' && removedCount === 0 && inserted === '') {
    if (!deletingForward) start -= 1;
    removedCount = start >= 0 && start < digits.length ? 1 : 0;
    start = Math.max(start, 0);
  }
  inserted = inserted.slice(0, SSN_DIGITS - (digits.length - removedCount));
  const edited = digits.slice(0, start) + inserted + digits.slice(start + removedCount);
  return { digits: edited, caret: caretAfterDigits(formatTaxId(edited, masked), start + inserted.length) };
}
