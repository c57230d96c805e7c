import { describe, expect, it } from 'vitest';
import { mapleCourt } from './maple-court-fixture';
import { itemNameOf, keyFromName, pathUnder, ValueReader } from './section-values';

describe('keyFromName', () => {
  it.each([
    ['Application Fee', 'application-fee'],
    ['15-Month Lease Special', '15-month-lease-special'],
    ['  Café & Bike   Storage! ', 'cafe-bike-storage'],
    ['Jr.', 'jr'],
    ['', ''],
  ])('"%s" suggests "%s"', (name, key) => {
    expect(keyFromName(name)).toBe(key);
  });

  it('keeps to the 64 characters a key may have, without a hyphen at the end', () => {
    const key = keyFromName(`${'a'.repeat(63)} b`);
    expect(key).toBe('a'.repeat(63));
  });
});

describe('ValueReader', () => {
  it('reads numbers as typed, and notes what is not one under its field', () => {
    const reader = new ValueReader();
    expect(reader.number('a', ' 8.25 ')).toBe(8.25);
    expect(reader.number('b', '-2')).toBe(-2);
    expect(reader.number('c', '1,000')).toBe(1000);
    expect(reader.number('d', '')).toBeUndefined();
    expect(reader.number('e', '12 months')).toBeNaN();
    expect(reader.issues).toEqual([{ path: 'e', message: 'Enter a number, like 12 or 2.5.' }]);
  });

  it('reads dollars into cents, and notes an amount it cannot read', () => {
    const reader = new ValueReader();
    expect(reader.cents('a', '$1,295.50')).toBe(129_550);
    expect(reader.cents('b', '  ')).toBeUndefined();
    expect(reader.cents('c', '9.999')).toBeNaN();
    expect(reader.required('d', undefined)).toBeNaN();
    expect(reader.issues).toEqual([
      { path: 'c', message: 'Enter an amount in dollars, like 50.00.' },
      { path: 'd', message: 'Fill this in.' },
    ]);
  });

  it('keeps the first message of a field', () => {
    const reader = new ValueReader();
    reader.note('a', 'First.');
    reader.note('a', 'Second.');
    expect(reader.result(1)).toEqual({ value: 1, issues: [{ path: 'a', message: 'First.' }] });
  });
});

describe('paths of the community', () => {
  it('finds the part of a path under a prefix', () => {
    expect(pathUnder('fees.1.amount_cents', 'fees.1')).toBe('amount_cents');
    expect(pathUnder('fees.10.amount_cents', 'fees.1')).toBeUndefined();
    expect(pathUnder('fees.1', 'fees.1')).toBeUndefined();
  });

  it('names the fee, concession or rental option a path is about', () => {
    expect(itemNameOf(mapleCourt, 'fees.4.amount_cents')).toBe('Valet Trash');
    expect(itemNameOf(mapleCourt, 'concessions.0')).toBe('15-Month Lease Special');
    expect(itemNameOf(mapleCourt, 'rental_options.1.deposit_cents')).toBe('Dog');
    expect(itemNameOf(mapleCourt, 'fees.40.amount_cents')).toBeUndefined();
    expect(itemNameOf(mapleCourt, 'sales_tax_percent')).toBeUndefined();
  });
});
