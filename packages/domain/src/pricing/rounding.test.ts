import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBasisPoints, divideRounded } from './rounding.js';

describe('divideRounded', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [4, 3, 1],
    [5, 3, 2],
    [0, 7, 0],
    [149_500 * 10_500, 10_000, 156_975],
  ])('%i / %i rounds half away from zero to %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('is within half of the exact quotient and symmetric around zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const rounded = divideRounded(n, d);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded * d - n) * 2).toBeLessThanOrEqual(d);
        expect(divideRounded(-n, d)).toBe(-rounded || 0);
      }),
    );
  });

  it('refuses a zero denominator or unsafe numbers', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(2 ** 60, 3)).toThrow(RangeError);
  });
});

describe('applyBasisPoints', () => {
  it('taxes the worked example storage locker: 8.25 % of $25.00 is $2.06, of $13.71 is $1.13', () => {
    expect(applyBasisPoints(2_500, 825)).toBe(206);
    expect(applyBasisPoints(1_371, 825)).toBe(113);
  });
});
