import type { RouteObject } from 'react-router';
import { sessionQuery } from '@/features/accounts/api/get-session';
import { lazyPage } from '@/lib/lazy-page';
import type { SignedInReadsHandle } from '@/lib/route-reads';

/** The staff home outside any community, in the portal shell (app/router.tsx). */
export const staffHomeRoutes: RouteObject[] = [
  {
    path: 'staff',
    Component: lazyPage(() => import('./components/StaffHomePage'), 'StaffHomePage', ['staffHome']),
    handle: {
      // Outside a community nothing else asks for the session: it and the page's read start together.
      signedInReads: (queryClient) => {
        void queryClient.prefetchQuery(sessionQuery());
        void import('./api/staff-home').then(({ staffHomeQuery }) =>
          queryClient.prefetchQuery(staffHomeQuery()),
        );
      },
    } satisfies SignedInReadsHandle,
  },
];
