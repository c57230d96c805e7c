import { describe, expect, it } from 'vitest';
import { pathAfterAccountSave, withNext } from './account-navigation';

describe('pathAfterAccountSave', () => {
  it('goes to the community home after the save that completes the set up', () => {
    expect(pathAfterAccountSave('maple-court', { completedSetup: true })).toBe('/maple-court');
  });

  it('stays on the page after later saves', () => {
    expect(pathAfterAccountSave('maple-court', { completedSetup: false })).toBeNull();
    expect(
      pathAfterAccountSave('maple-court', { completedSetup: false, next: '/maple-court/welcome' }),
    ).toBeNull();
  });

  it('goes on to where the visitor was heading once the set up is complete', () => {
    expect(
      pathAfterAccountSave('maple-court', { completedSetup: true, next: '/maple-court/welcome?apply=2' }),
    ).toBe('/maple-court/welcome?apply=2');
  });
});

describe('withNext', () => {
  it('adds next as the first or a further parameter, or leaves the path alone', () => {
    expect(withNext('/maple-court/account', '/maple-court/welcome?apply=2')).toBe(
      '/maple-court/account?next=%2Fmaple-court%2Fwelcome%3Fapply%3D2',
    );
    expect(withNext('/maple-court/terms?registered=true', '/maple-court/welcome')).toBe(
      '/maple-court/terms?registered=true&next=%2Fmaple-court%2Fwelcome',
    );
    expect(withNext('/maple-court/account', null)).toBe('/maple-court/account');
  });
});
