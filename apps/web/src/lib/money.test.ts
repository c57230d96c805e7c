import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

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
