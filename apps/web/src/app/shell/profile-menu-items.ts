import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { SessionSummary } from '@portal/domain/schemas/session';

export type ProfileMenuItemId =
  | 'account'
  | 'my-activity'
  | 'my-leases'
  | 'payment-methods'
  | 'screening-reports'
  | 'resident-portal'
  | 'staff-applications'
  | 'identity-reviews'
  | 'logout';

export type ProfileMenuItem =
  /** A page of this community: `path` is relative to `/{community}/`. */
  | { id: ProfileMenuItemId; kind: 'page'; path: string }
  /** Another site, opened as a plain link. */
  | { id: ProfileMenuItemId; kind: 'external'; href: string }
  | { id: 'logout'; kind: 'logout' };

/** What the menu reads from the community configuration (spec §3 "Configuration"). */
export type ProfileMenuConfiguration = Pick<CommunityConfiguration, 'allow_screening_reports_retrieval'> & {
  community: {
    company: Pick<CommunityConfiguration['community']['company'], 'accept_ach_payments_from_applicants'>;
  };
};

export interface ProfileMenuLinks {
  /** The applicant's resident-portal address (spec: res_app_portal_url), when one exists. */
  residentPortalUrl?: string | null;
}

/**
 * The profile menu of the top bar (spec part 1, screen 14 and §6), in order: Account, My Activity,
 * My Leases, Payment Methods (only when the company accepts bank payments from applicants), Screening
 * Reports (only when the configuration allows retrieval), Go to Resident Portal (only when a portal link
 * exists), then for staff signed in as themselves Applications and Photo ID Reviews, Logout. Nobody signed in and guest
 * signers get no menu at all.
 *
 * `availablePaths` holds the community's registered route paths: a page item whose page is not built
 * yet is left out, so the menu never leads to "Page not found", and it appears once the page exists.
 */
export function profileMenuItems(
  configuration: ProfileMenuConfiguration,
  session: Pick<SessionSummary, 'kind' | 'staff_role'> | null,
  availablePaths: ReadonlySet<string>,
  links: ProfileMenuLinks = {},
): ProfileMenuItem[] {
  if (session === null || session.kind === 'guest') return [];

  const pages: Array<{ id: ProfileMenuItemId; path: string; shown: boolean }> = [
    { id: 'account', path: 'account', shown: true },
    { id: 'my-activity', path: 'my-activity', shown: true },
    { id: 'my-leases', path: 'my-leases', shown: true },
    {
      id: 'payment-methods',
      path: 'payment-methods',
      shown: configuration.community.company.accept_ach_payments_from_applicants,
    },
    {
      id: 'screening-reports',
      path: 'screening-reports',
      shown: configuration.allow_screening_reports_retrieval,
    },
    { id: 'staff-applications', path: 'staff/applications', shown: session.staff_role !== null },
    { id: 'identity-reviews', path: 'staff/identity-reviews', shown: session.staff_role !== null },
  ];

  const items: ProfileMenuItem[] = pages
    .filter((page) => page.shown && availablePaths.has(page.path))
    .map(({ id, path }) => ({ id, kind: 'page', path }));
  const residentPortalUrl = links.residentPortalUrl?.trim();
  if (residentPortalUrl) items.push({ id: 'resident-portal', kind: 'external', href: residentPortalUrl });
  items.push({ id: 'logout', kind: 'logout' });
  return items;
}
