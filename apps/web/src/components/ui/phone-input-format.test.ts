import { describe, expect, it } from 'vitest';
import { formatPhoneInput, formatPhoneInputWithCaret, phoneInputDigits } from './phone-input-format';

describe('formatPhoneInput', () => {
  it('formats progressively while typing', () => {
    const typed = '5125550142';
    const shown = Array.from(typed, (_, index) => formatPhoneInput(typed.slice(0, index + 1)));
    expect(shown).toEqual([
      '(5',
      '(51',
      '(512',
      '(512) 5',
      '(512) 55',
      '(512) 555',
      '(512) 555-0',
      '(512) 555-01',
      '(512) 555-014',
      '(512) 555-0142',
    ]);
  });

  it('is empty without digits', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('(')).toBe('');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('keeps at most ten digits', () => {
    expect(formatPhoneInput('51255501429999')).toBe('(512) 555-0142');
  });

  it('drops the country code of a pasted number', () => {
    expect(formatPhoneInput('+1 512-555-0142')).toBe('(512) 555-0142');
    expect(formatPhoneInput('1 (512) 555 0142')).toBe('(512) 555-0142');
    expect(phoneInputDigits('15125550142')).toBe('5125550142');
  });

  it('reformats an already formatted number to itself', () => {
    expect(formatPhoneInput('(512) 555-0142')).toBe('(512) 555-0142');
  });

  it('never ends with a separator, so Backspace removes digits', () => {
    // Backspace after "(512) 5" gives "(512) ", which is shown as "(512)".
    expect(formatPhoneInput('(512) ')).toBe('(512');
    expect(formatPhoneInput('(512) 555-')).toBe('(512) 555');
  });
});

describe('formatPhoneInputWithCaret', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(formatPhoneInputWithCaret('(512) 5550', 10)).toEqual({ value: '(512) 555-0', caret: 11 });
    expect(formatPhoneInputWithCaret('5', 1)).toEqual({ value: '(5', caret: 2 });
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // A 9 typed after "(51": the caret follows the 9.
    expect(formatPhoneInputWithCaret('(519) 5550142', 4)).toEqual({ value: '(519) 555-0142', caret: 4 });
    // Deleting the 2 of "(512) 555-0142": the caret stays after "(51".
    expect(formatPhoneInputWithCaret('(51) 555-0142', 3)).toEqual({ value: '(515) 550-142', caret: 3 });
  });

  it('puts the caret after the bracket when no digit precedes it', () => {
    expect(formatPhoneInputWithCaret('5125550142', 0)).toEqual({ value: '(512) 555-0142', caret: 1 });
  });

  it('accounts for a dropped country code', () => {
    expect(formatPhoneInputWithCaret('15125550142', 11)).toEqual({ value: '(512) 555-0142', caret: 14 });
  });
});
