import { describe, expect, it } from 'vitest';
import { bathroomCounts, isBathroomCount } from './bathrooms.js';

describe('bathroomCounts', () => {
  it('runs from 1 to 4 in half steps', () => {
    expect(bathroomCounts).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(bathroomCounts)).toBe(true);
  });

  it('accepts listed counts only', () => {
    expect(isBathroomCount(2.5)).toBe(true);
    expect(isBathroomCount(0.5)).toBe(false);
    expect(isBathroomCount(2.25)).toBe(false);
    expect(isBathroomCount(4.5)).toBe(false);
    expect(isBathroomCount('2')).toBe(false);
  });
});
