import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { sessionQuery } from '@/features/accounts/api/get-session';
import { lazyPage } from '@/lib/lazy-page';
import type { SignedInReadsHandle } from '@/lib/route-reads';

/** Outside a community nothing else asks for the session: it, the staff home and the page's reads start together. */
function startStaffReads(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQuery());
  void import('@/features/staff-home/api/staff-home').then(({ staffHomeQuery }) =>
    queryClient.prefetchQuery(staffHomeQuery()),
  );
}

/** The company's settings for its admins and managers, outside any community, in the portal shell (app/router.tsx). */
export const staffSettingsRoutes: RouteObject[] = [
  {
    path: 'staff/settings/people',
    Component: lazyPage(() => import('./components/StaffPeoplePage'), 'StaffPeoplePage', ['staffSettings']),
    handle: {
      // A staff member who is not an admin is refused the people (403), and their page does not read them.
      signedInReads: (queryClient) => {
        startStaffReads(queryClient);
        void import('./api/staff-people').then(({ staffPeopleQuery }) =>
          queryClient.prefetchQuery(staffPeopleQuery()),
        );
      },
    } satisfies SignedInReadsHandle,
  },
  {
    path: 'staff/settings/communities',
    Component: lazyPage(() => import('./components/community-settings/CommunitiesPage'), 'CommunitiesPage', [
      'communitySettings',
      'staffSettings',
    ]),
    handle: {
      // A leasing agent is refused the list (403), and their page shows why.
      signedInReads: (queryClient) => {
        startStaffReads(queryClient);
        void import('./api/admin-communities').then(({ adminCommunitiesQuery }) =>
          queryClient.prefetchQuery(adminCommunitiesQuery()),
        );
      },
    } satisfies SignedInReadsHandle,
  },
  {
    path: 'staff/settings/communities/new',
    Component: lazyPage(
      () => import('./components/community-settings/NewCommunityPage'),
      'NewCommunityPage',
      ['communitySettings', 'staffSettings'],
    ),
    handle: { signedInReads: startStaffReads } satisfies SignedInReadsHandle,
  },
  {
    path: 'staff/settings/communities/:slug/:section?',
    Component: lazyPage(
      () => import('./components/community-settings/CommunitySettingsPage'),
      'CommunitySettingsPage',
      ['communityData', 'communitySections', 'communitySettings', 'staffSettings'],
    ),
    handle: {
      signedInReads: (queryClient, { slug }) => {
        startStaffReads(queryClient);
        if (!slug) return;
        void import('./api/admin-communities').then(({ adminCommunityQuery }) =>
          queryClient.prefetchQuery(adminCommunityQuery(slug)),
        );
      },
    } satisfies SignedInReadsHandle,
  },
];
