import { describe, expect, it } from 'vitest';
import { defaultPathAfterLogin, loginPageOf, loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('accepts paths inside the same community', () => {
    expect(safeNextPath('/maple-court/account', 'maple-court')).toBe('/maple-court/account');
    expect(safeNextPath('/maple-court', 'maple-court')).toBe('/maple-court');
    expect(safeNextPath('/maple-court/password?x=1#top', 'maple-court')).toBe(
      '/maple-court/password?x=1#top',
    );
  });

  it('rejects a missing value', () => {
    expect(safeNextPath(null, 'maple-court')).toBeNull();
    expect(safeNextPath(undefined, 'maple-court')).toBeNull();
    expect(safeNextPath('', 'maple-court')).toBeNull();
  });

  it('rejects other sites', () => {
    for (const next of [
      'https://evil.example/maple-court/account',
      '//evil.example/maple-court/account',
      '/\\evil.example/maple-court',
      '\\\\evil.example',
      'javascript:alert(1)',
      'maple-court/account',
      ' /maple-court/account',
      '/maple-court/\naccount',
      '/\tmaple-court/account',
    ]) {
      expect(safeNextPath(next, 'maple-court'), next).toBeNull();
    }
  });

  it('rejects other communities, including look-alike prefixes and dot segments', () => {
    expect(safeNextPath('/lakeside-lofts/account', 'maple-court')).toBeNull();
    expect(safeNextPath('/maple-court-evil/account', 'maple-court')).toBeNull();
    expect(safeNextPath('/maple-court/../lakeside-lofts/account', 'maple-court')).toBeNull();
    expect(safeNextPath('/maple-court/%2e%2e/lakeside-lofts', 'maple-court')).toBeNull();
    expect(safeNextPath('/', 'maple-court')).toBeNull();
  });

  it('rejects the sign-in pages themselves', () => {
    expect(safeNextPath('/maple-court/login', 'maple-court')).toBeNull();
    expect(safeNextPath('/maple-court/login/?next=/maple-court/login', 'maple-court')).toBeNull();
    expect(safeNextPath('/maple-court/signup', 'maple-court')).toBeNull();
    expect(safeNextPath('/maple-court/password/reset', 'maple-court')).toBeNull();
  });
});

describe('login paths', () => {
  it('defaults to the account page, and staff to the applications of the leasing office', () => {
    expect(defaultPathAfterLogin('maple-court', { staff_role: null })).toBe('/maple-court/account');
    expect(defaultPathAfterLogin('maple-court', { staff_role: 'leasing_agent' })).toBe(
      '/maple-court/staff/applications',
    );
  });

  it('sends a resident with a lease and no application to My Leases, never staff', () => {
    const resident = { residentWithoutApplication: true };
    expect(defaultPathAfterLogin('maple-court', { staff_role: null }, resident)).toBe(
      '/maple-court/my-leases',
    );
    expect(defaultPathAfterLogin('maple-court', { staff_role: 'manager' }, resident)).toBe(
      '/maple-court/staff/applications',
    );
  });

  it('encodes the page to come back to', () => {
    expect(loginPathFor('maple-court', '/maple-court/account?tab=1')).toBe(
      '/maple-court/login?next=%2Fmaple-court%2Faccount%3Ftab%3D1',
    );
  });
});

describe('loginPageOf', () => {
  it("sends a company-wide staff session to the staff login, any other to the community's", () => {
    expect(loginPageOf({ community: null }, 'maple-court')).toBe('/staff/login');
    expect(loginPageOf({ community: 'maple-court' }, 'maple-court')).toBe('/maple-court/login');
    expect(loginPageOf(null, 'maple-court')).toBe('/maple-court/login');
  });
});
