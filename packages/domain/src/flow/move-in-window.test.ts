import { describe, expect, it } from 'vitest';
import { isWithinMoveInWindow, moveInWindow } from './move-in-window.js';

describe('moveInWindow', () => {
  it.each([
    ['2026-11-01', '2026-11-22', { earliest: '2026-11-22', latest: '2027-02-20' }],
    ['2026-12-15', '2026-11-22', { earliest: '2026-12-15', latest: '2027-02-20' }],
    ['2027-03-01', '2026-11-22', undefined],
    ['not a date', '2026-11-22', undefined],
  ])('a unit available %s, today %s, can be moved into %j', (availableFrom, today, window) => {
    expect(moveInWindow(availableFrom, today)).toEqual(window);
  });

  it('accepts only real dates inside the window', () => {
    const window = moveInWindow('2026-12-15', '2026-11-22');
    expect(isWithinMoveInWindow('2026-12-15', window)).toBe(true);
    expect(isWithinMoveInWindow('2027-02-20', window)).toBe(true);
    expect(isWithinMoveInWindow('2026-12-14', window)).toBe(false);
    expect(isWithinMoveInWindow('2027-02-21', window)).toBe(false);
    expect(isWithinMoveInWindow('2027-02-30', window)).toBe(false);
  });
});
