import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './numbers';

describe('formatWholeNumber', () => {
  it.each([
    [0, '0'],
    [735, '735'],
    [1250, '1,250'],
    [54250, '54,250'],
    [999_999_999, '999,999,999'],
  ])('%d reads %s', (value, shown) => {
    expect(formatWholeNumber(value)).toBe(shown);
  });
});
