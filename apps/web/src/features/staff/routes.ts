import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Pages for the community company's staff, under /:community/staff. */
export const staffRoutes: RouteObject[] = [
  {
    path: 'staff/applications',
    lazy: lazyPage(() => import('./components/applications/ApplicationsPage'), 'ApplicationsPage', [
      'staffConsole',
    ]),
  },
  {
    path: 'staff/applications/:id',
    lazy: lazyPage(() => import('./components/application-file/ApplicationFilePage'), 'ApplicationFilePage', [
      'income',
      'leases',
      'payments',
      'staffConsole',
      'staffLease',
    ]),
  },
  {
    path: 'staff/leases',
    lazy: lazyPage(() => import('./components/leases/StaffLeasesPage'), 'StaffLeasesPage', [
      'leases',
      'staffConsole',
      'staffLeases',
    ]),
  },
  {
    path: 'staff/leases/:id',
    lazy: lazyPage(() => import('./components/leases/StaffLeasePage'), 'StaffLeasePage', [
      'leases',
      'staffConsole',
      'staffLease',
      'staffLeases',
      'status',
    ]),
  },
  {
    path: 'staff/identity-reviews',
    lazy: lazyPage(() => import('./components/IdentityReviewsPage'), 'IdentityReviewsPage', ['staff']),
  },
];
