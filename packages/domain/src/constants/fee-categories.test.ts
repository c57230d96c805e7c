import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositDisplayOrder, feeCategoryLabel, sortDepositsForDisplay } from './fee-categories.js';

interface Deposit {
  kind: string;
  id: number;
}
const byKind = (deposit: Deposit) => deposit.kind;

describe('sortDepositsForDisplay', () => {
  it('puts the unit, additional and other security deposits first, in that order', () => {
    const deposits = [
      { kind: 'pet_deposit', id: 1 },
      { kind: 'other_security_deposit', id: 2 },
      { kind: 'key_deposit', id: 3 },
      { kind: 'unit_security_deposit', id: 4 },
      { kind: 'additional_security_deposit', id: 5 },
    ];
    expect(sortDepositsForDisplay(deposits, byKind).map((deposit) => deposit.id)).toEqual([4, 5, 2, 1, 3]);
  });

  it('keeps the given order among the other deposits and leaves the input untouched', () => {
    const deposit = fc.record({
      kind: fc.oneof(fc.constantFrom(...depositDisplayOrder), fc.string()),
      id: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(deposit), (deposits) => {
        const before = [...deposits];
        const sorted = sortDepositsForDisplay(deposits, byKind);
        expect(deposits).toEqual(before);
        expect(sorted).toHaveLength(deposits.length);
        const known = new Set<string>(depositDisplayOrder);
        const others = (list: Deposit[]) => list.filter((item) => !known.has(item.kind));
        expect(others(sorted)).toEqual(others(deposits));
        const firstOther = sorted.findIndex((item) => !known.has(item.kind));
        if (firstOther !== -1)
          expect(sorted.slice(firstOther).every((item) => !known.has(item.kind))).toBe(true);
      }),
    );
  });
});

describe('feeCategoryLabel', () => {
  it('labels known categories and nothing else', () => {
    expect(feeCategoryLabel(20)).toBe('Holding Deposits');
    expect(feeCategoryLabel(40)).toBeUndefined();
  });
});
