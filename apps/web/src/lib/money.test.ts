import { describe, expect, it } from 'vitest';
import { centsFromDollars, dollarsFromCents, formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [149_500, '$1,495.00'],
    [157_706, '$1,577.06'],
    [99, '$0.99'],
    [0, '$0.00'],
    [-5_000, '-$50.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('gives nothing for a value that is not a number', () => {
    expect(formatCents(Number.NaN)).toBe('');
  });
});

describe('centsFromDollars', () => {
  it.each([
    ['50', 5_000],
    ['50.00', 5_000],
    ['1,495.5', 149_550],
    ['$0.99', 99],
    [' 12. ', 1_200],
    ['.5', 50],
    ['-2.50', -250],
    ['0', 0],
  ])('"%s" is %i cents', (text, cents) => {
    expect(centsFromDollars(text)).toBe(cents);
  });

  it.each(['', '.', 'abc', '12.345', '1e3', '5 dollars', '--1'])('"%s" is not an amount', (text) => {
    expect(centsFromDollars(text)).toBeNull();
  });

  it('reads back what dollarsFromCents writes', () => {
    for (const cents of [0, 5, 99, 100, 129_500, 100_000_000, -250]) {
      expect(centsFromDollars(dollarsFromCents(cents))).toBe(cents);
    }
  });
});

describe('dollarsFromCents', () => {
  it.each([
    [5_000, '50.00'],
    [129_550, '1295.50'],
    [7, '0.07'],
    [-250, '-2.50'],
  ])('%i cents is "%s"', (cents, text) => {
    expect(dollarsFromCents(cents)).toBe(text);
  });
});
