import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Pages for the community company's staff, under /:community/staff. */
export const staffRoutes: RouteObject[] = [
  {
    path: 'staff/applications',
    Component: lazyPage(() => import('./components/applications/ApplicationsPage'), 'ApplicationsPage', [
      'staffConsole',
    ]),
  },
  {
    path: 'staff/applications/:id',
    Component: lazyPage(
      () => import('./components/application-file/ApplicationFilePage'),
      'ApplicationFilePage',
      ['income', 'leases', 'payments', 'staffConsole', 'staffLease'],
    ),
  },
  {
    path: 'staff/leases',
    Component: lazyPage(() => import('./components/leases/StaffLeasesPage'), 'StaffLeasesPage', [
      'leases',
      'staffConsole',
      'staffLeases',
    ]),
  },
  {
    path: 'staff/leases/:id',
    Component: lazyPage(() => import('./components/leases/StaffLeasePage'), 'StaffLeasePage', [
      'leases',
      'staffConsole',
      'staffLease',
      'staffLeases',
      'status',
    ]),
  },
  {
    path: 'staff/identity-reviews',
    Component: lazyPage(() => import('./components/IdentityReviewsPage'), 'IdentityReviewsPage', ['staff']),
  },
];
