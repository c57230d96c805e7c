import { describe, expect, it } from 'vitest';
import { applyTaxIdEdit, formatTaxId } from './tax-id-input';

describe('formatTaxId', () => {
  it.each([
    ['', false, ''],
    ['123', false, '123'],
    ['1234', false, '123-4'],
    ['123456789', false, '123-45-6789'],
    ['123456', true, '•••-••-•'],
  ])('%j (masked %s) → %j', (digits, masked, shown) => {
    expect(formatTaxId(digits, masked)).toBe(shown);
  });
});

/** Types `text` at the caret as a browser would, then applies the edit. */
function type(digits: string, masked: boolean, caret: number, text: string) {
  const display = formatTaxId(digits, masked);
  const next = display.slice(0, caret) + text + display.slice(caret);
  return applyTaxIdEdit(digits, masked, next, caret + text.length);
}

/** Deletes `count` characters before the caret (Backspace) or after it (Delete). */
function erase(digits: string, masked: boolean, caret: number, forward = false) {
  const display = formatTaxId(digits, masked);
  const from = forward ? caret : caret - 1;
  return applyTaxIdEdit(digits, masked, display.slice(0, from) + display.slice(from + 1), from, forward);
}

describe('applyTaxIdEdit', () => {
  it('adds typed digits, drops anything else and stops at 9 digits', () => {
    expect(type('123', false, 3, '4')).toEqual({ digits: '1234', caret: 5 });
    expect(type('123', true, 3, 'a')).toEqual({ digits: '123', caret: 3 });
    expect(type('123456789', true, 11, '0')).toEqual({ digits: '123456789', caret: 11 });
    expect(type('', false, 0, '123-45-6789 extra 0')).toEqual({ digits: '123456789', caret: 11 });
  });

  it('inserts and deletes in the middle of hidden digits by position', () => {
    expect(type('12456', true, 2, '3')).toEqual({ digits: '123456', caret: 3 });
    expect(erase('123456', true, 2)).toEqual({ digits: '13456', caret: 1 });
    expect(erase('123456', true, 1, true)).toEqual({ digits: '13456', caret: 1 });
  });

  it('deletes the digit beside a dash instead of sticking on it', () => {
    expect(erase('1234', false, 4)).toEqual({ digits: '124', caret: 2 });
    expect(erase('1234', true, 3, true)).toEqual({ digits: '123', caret: 3 });
  });

  it('replaces a selection with what was typed', () => {
    const display = formatTaxId('123456789', true);
    expect(applyTaxIdEdit('123456789', true, '5', 1)).toEqual({ digits: '5', caret: 1 });
    expect(applyTaxIdEdit('123456789', true, `${display.slice(0, 4)}0${display.slice(6)}`, 5)).toEqual({
      digits: '12306789',
      caret: 5,
    });
  });
});
