import { describe, expect, it } from 'vitest';
import { centsOfTypedDollars } from './typed-dollars';

describe('centsOfTypedDollars', () => {
  it.each([
    ['1495', 149_500],
    ['$1,495.50', 149_550],
    [' 0.05 ', 5],
  ])('%s is %d cents', (typed, cents) => {
    expect(centsOfTypedDollars(typed)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234'])('%j is no amount', (typed) => {
    expect(centsOfTypedDollars(typed)).toBeNaN();
  });
});
