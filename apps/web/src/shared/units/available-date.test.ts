import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../account-frame/next-path';
import { applyParam, formatAvailableDate, signUpToApplyPath, welcomeApplyPath } from './available-date';

describe('formatAvailableDate', () => {
  it('says nothing for a unit available already', () => {
    expect(formatAvailableDate('2026-11-01', '2026-11-22')).toBeNull();
    expect(formatAvailableDate('2026-11-22', '2026-11-22')).toBeNull();
  });

  it('writes a later date out, without a time zone shift', () => {
    expect(formatAvailableDate('2026-12-15', '2026-11-22')).toBe('December 15, 2026');
    expect(formatAvailableDate('2027-01-01', '2026-11-22')).toBe('January 1, 2027');
  });

  it('shows a malformed date as it came', () => {
    expect(formatAvailableDate('soon', '2026-11-22')).toBe('soon');
  });
});

describe('apply paths', () => {
  it('signs up first, then comes back to apply; the login page accepts that next path', () => {
    expect(welcomeApplyPath('maple-court', 2)).toBe('/maple-court/welcome?apply=2');
    const path = signUpToApplyPath('maple-court', 2);
    expect(path).toBe('/maple-court/signup?next=%2Fmaple-court%2Fwelcome%3Fapply%3D2');
    const next = new URL(path, 'https://portal.test').searchParams.get('next');
    expect(safeNextPath(next, 'maple-court')).toBe('/maple-court/welcome?apply=2');
  });

  it('reads ?apply= as a unit id', () => {
    expect(applyParam('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '1234567890'])
      expect(applyParam(value)).toBeNull();
  });
});
