import { describe, expect, it } from 'vitest';
import { pathAfterAccountSave, withNext } from './account-navigation';

describe('pathAfterAccountSave', () => {
  it('goes on to where the visitor was heading', () => {
    expect(
      pathAfterAccountSave('maple-court', {
        next: '/maple-court/welcome?apply=2',
        renewalOffers: '/maple-court/lease/4/renewal/lease-offers',
      }),
    ).toBe('/maple-court/welcome?apply=2');
  });

  it("else to a lease's open renewal offers, else My Leases", () => {
    expect(
      pathAfterAccountSave('maple-court', { renewalOffers: '/maple-court/lease/4/renewal/lease-offers' }),
    ).toBe('/maple-court/lease/4/renewal/lease-offers');
    expect(pathAfterAccountSave('maple-court', {})).toBe('/maple-court/my-leases');
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
