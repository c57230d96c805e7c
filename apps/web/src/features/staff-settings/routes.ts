import type { RouteObject } from 'react-router';
import { sessionQuery } from '@/features/accounts/api/get-session';
import { lazyPage } from '@/lib/lazy-page';
import type { SignedInReadsHandle } from '@/lib/route-reads';

/** The company's settings for its admins, outside any community, in the portal shell (app/router.tsx). */
export const staffSettingsRoutes: RouteObject[] = [
  {
    path: 'staff/settings/people',
    Component: lazyPage(() => import('./components/StaffPeoplePage'), 'StaffPeoplePage', ['staffSettings']),
    handle: {
      // Outside a community nothing else asks for the session: it and the page's reads start together.
      // A staff member who is not an admin is refused the people (403), and their page does not read them.
      signedInReads: (queryClient) => {
        void queryClient.prefetchQuery(sessionQuery());
        void import('@/features/staff-home/api/staff-home').then(({ staffHomeQuery }) =>
          queryClient.prefetchQuery(staffHomeQuery()),
        );
        void import('./api/staff-people').then(({ staffPeopleQuery }) =>
          queryClient.prefetchQuery(staffPeopleQuery()),
        );
      },
    } satisfies SignedInReadsHandle,
  },
];
