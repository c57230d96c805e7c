import type { SessionSummary } from '@portal/domain/schemas/session';
import { describe, expect, it } from 'vitest';
import { type ProfileMenuConfiguration, profileMenuItems } from './profile-menu-items';

function configuration(ach: boolean, screeningReports: boolean): ProfileMenuConfiguration {
  return {
    allow_screening_reports_retrieval: screeningReports,
    community: { company: { accept_ach_payments_from_applicants: ach } },
  };
}

const user: Pick<SessionSummary, 'kind' | 'staff_role'> = { kind: 'user', staff_role: null };
const everyPage = new Set([
  '',
  'account',
  'my-activity',
  'my-leases',
  'payment-methods',
  'screening-reports',
  'staff/applications',
  'staff/identity-reviews',
]);
const ids = (items: ReturnType<typeof profileMenuItems>) => items.map((item) => item.id);

describe('profileMenuItems', () => {
  it('lists every item in the spec order when everything applies', () => {
    expect(
      ids(
        profileMenuItems(configuration(true, true), user, everyPage, {
          residentPortalUrl: 'https://x.example',
        }),
      ),
    ).toEqual([
      'account',
      'my-activity',
      'my-leases',
      'payment-methods',
      'screening-reports',
      'resident-portal',
      'logout',
    ]);
  });

  it('links pages by their community-relative path and the resident portal by its address', () => {
    const items = profileMenuItems(configuration(true, true), user, everyPage, {
      residentPortalUrl: 'https://resident.example/home',
    });
    expect(items[0]).toEqual({ id: 'account', kind: 'page', path: 'account' });
    expect(items.find((item) => item.id === 'resident-portal')).toEqual({
      id: 'resident-portal',
      kind: 'external',
      href: 'https://resident.example/home',
    });
    expect(items.at(-1)).toEqual({ id: 'logout', kind: 'logout' });
  });

  it('shows Payment Methods only when the company accepts bank payments from applicants', () => {
    expect(ids(profileMenuItems(configuration(true, false), user, everyPage))).toContain('payment-methods');
    expect(ids(profileMenuItems(configuration(false, false), user, everyPage))).not.toContain(
      'payment-methods',
    );
  });

  it('shows Screening Reports only when the configuration allows retrieval', () => {
    expect(ids(profileMenuItems(configuration(false, true), user, everyPage))).toContain('screening-reports');
    expect(ids(profileMenuItems(configuration(false, false), user, everyPage))).not.toContain(
      'screening-reports',
    );
  });

  it('shows Go to Resident Portal only when a portal link exists', () => {
    for (const residentPortalUrl of [undefined, null, '', '   ']) {
      expect(
        ids(profileMenuItems(configuration(true, true), user, everyPage, { residentPortalUrl })),
      ).not.toContain('resident-portal');
    }
  });

  it('leaves out pages that are not registered yet, and never Logout', () => {
    expect(ids(profileMenuItems(configuration(true, true), user, new Set(['account'])))).toEqual([
      'account',
      'logout',
    ]);
    expect(ids(profileMenuItems(configuration(true, true), user, new Set()))).toEqual(['logout']);
  });

  it('does not let a registered page override a configuration flag', () => {
    expect(ids(profileMenuItems(configuration(false, false), user, everyPage))).toEqual([
      'account',
      'my-activity',
      'my-leases',
      'logout',
    ]);
  });

  it('gives an impersonated session the same menu as the user', () => {
    expect(
      profileMenuItems(configuration(true, true), { kind: 'impersonated', staff_role: null }, everyPage),
    ).toEqual(profileMenuItems(configuration(true, true), user, everyPage));
  });

  it('adds Applications and Photo ID Reviews for staff only', () => {
    const staff = { kind: 'user', staff_role: 'leasing_agent' } as const;
    expect(ids(profileMenuItems(configuration(false, false), staff, everyPage))).toEqual([
      'account',
      'my-activity',
      'my-leases',
      'staff-applications',
      'identity-reviews',
      'logout',
    ]);
    const userItems = ids(profileMenuItems(configuration(false, false), user, everyPage));
    expect(userItems).not.toContain('staff-applications');
    expect(userItems).not.toContain('identity-reviews');
  });

  it('gives nobody signed in and guest signers no menu', () => {
    expect(profileMenuItems(configuration(true, true), null, everyPage)).toEqual([]);
    expect(
      profileMenuItems(configuration(true, true), { kind: 'guest', staff_role: null }, everyPage),
    ).toEqual([]);
  });
});
