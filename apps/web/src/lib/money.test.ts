import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('formats whole dollars without cents', () => {
    expect(formatCents(145000)).toBe('$1,450');
    expect(formatCents(0)).toBe('$0');
  });

  it('keeps both decimals when there are cents', () => {
    expect(formatCents(145050)).toBe('$1,450.50');
    expect(formatCents(99)).toBe('$0.99');
    expect(formatCents(100001)).toBe('$1,000.01');
  });

  it('shows negative amounts (concessions) with a minus sign', () => {
    expect(formatCents(-2500)).toBe('-$25');
  });

  it('gives nothing for a value that is not a number', () => {
    expect(formatCents(Number.NaN)).toBe('');
  });
});
