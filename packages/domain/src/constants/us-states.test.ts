import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findStateByAbbreviation, stateForZip, usStates, zipBelongsToState } from './us-states.js';

const toZip = (value: number) => String(value).padStart(5, '0');

describe('stateForZip', () => {
  it.each([
    ['78701', 'TX'],
    ['79901', 'TX'],
    ['88510', 'TX'],
    ['73301', 'TX'],
    ['53703', 'WI'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['06390', 'NY'],
    ['06103', 'CT'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20001', 'DC'],
    ['20166', 'VA'],
    ['20850', 'MD'],
    ['39901', 'GA'],
    ['39201', 'MS'],
    ['73102', 'OK'],
    ['83414', 'WY'],
    ['83702', 'ID'],
    ['96813', 'HI'],
    ['96799', 'AS'],
    ['99501', 'AK'],
    ['00601', 'PR'],
    ['00802', 'VI'],
    ['96910', 'GU'],
    ['78701-1234', 'TX'],
  ])('maps %s to %s', (zip, abbreviation) => {
    expect(stateForZip(zip)?.abbreviation).toBe(abbreviation);
  });

  it.each([
    '',
    'abcde',
    '1234',
    '123456',
    '78701-',
    '78701-123',
    '78701 1234',
    ' 78701',
    '7870a',
    '00001',
    '09012',
    '34002',
    '96201',
  ])('rejects %j', (zip) => {
    expect(stateForZip(zip)).toBeUndefined();
  });

  it('answers the same for a ZIP+4 code as for its first five digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9999 }), (zip, plusFour) => {
        const five = toZip(zip);
        expect(stateForZip(`${five}-${String(plusFour).padStart(4, '0')}`)).toBe(stateForZip(five));
      }),
    );
  });

  it('rejects anything that is not five digits with an optional four-digit suffix', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{5}(-\d{4})?$/.test(text)),
        (text) => stateForZip(text) === undefined,
      ),
    );
  });
});

describe('zip ranges', () => {
  const ranges = usStates.flatMap((state) => state.zipRanges.map((range) => ({ state, range })));

  it('maps every ZIP code inside a state range back to that state', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ranges)
          .chain(({ state, range: [first, last] }) =>
            fc.record({ state: fc.constant(state), zip: fc.integer({ min: first, max: last }) }),
          ),
        ({ state, zip }) => stateForZip(toZip(zip)) === state,
      ),
      { numRuns: 2000 },
    );
  });

  it('maps both ends of every range back to its state', () => {
    for (const { state, range } of ranges) {
      for (const zip of range) expect(stateForZip(toZip(zip))).toBe(state);
    }
  });

  it('holds well-formed ranges that never overlap', () => {
    const sorted = ranges.map(({ range }) => range).toSorted((a, b) => a[0] - b[0]);
    for (const [first, last] of sorted) {
      expect(first).toBeGreaterThanOrEqual(0);
      expect(last).toBeLessThanOrEqual(99_999);
      expect(first).toBeLessThanOrEqual(last);
    }
    for (const [index, [first]] of sorted.entries()) {
      if (index > 0) expect(first).toBeGreaterThan(sorted[index - 1]?.[1] ?? Number.NaN);
    }
  });

  it('gives every state and DC at least one range, and unique abbreviations', () => {
    const statesAndDc = usStates.filter((state) => state.kind !== 'territory');
    expect(statesAndDc).toHaveLength(51);
    for (const state of usStates) expect(state.zipRanges.length).toBeGreaterThan(0);
    expect(new Set(usStates.map((state) => state.abbreviation)).size).toBe(usStates.length);
  });
});

describe('findStateByAbbreviation', () => {
  it('finds a state whatever the case', () => {
    expect(findStateByAbbreviation('TX')?.name).toBe('Texas');
    expect(findStateByAbbreviation('wi')?.name).toBe('Wisconsin');
  });

  it('finds nothing for an unknown abbreviation', () => {
    expect(findStateByAbbreviation('XX')).toBeUndefined();
    expect(findStateByAbbreviation('')).toBeUndefined();
  });
});

describe('zipBelongsToState', () => {
  it('accepts a ZIP code of the state', () => {
    expect(zipBelongsToState('78701', 'TX')).toBe(true);
    expect(zipBelongsToState('88510-0001', 'tx')).toBe(true);
  });

  it('rejects a ZIP code of another state, an unknown state or a malformed ZIP code', () => {
    expect(zipBelongsToState('78701', 'WI')).toBe(false);
    expect(zipBelongsToState('78701', 'XX')).toBe(false);
    expect(zipBelongsToState('abcde', 'TX')).toBe(false);
    expect(zipBelongsToState('09012', 'NY')).toBe(false);
  });

  it('agrees with stateForZip for any ZIP code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom(...usStates), (value, state) => {
        const zip = toZip(value);
        return zipBelongsToState(zip, state.abbreviation) === (stateForZip(zip) === state);
      }),
    );
  });
});
