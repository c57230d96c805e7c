import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The resident's leases, under /:community. */
export const leaseCommunityRoutes: RouteObject[] = [
  {
    path: 'my-leases',
    Component: lazyPage(() => import('./components/MyLeasesPage'), 'MyLeasesPage', [
      'leases',
      'status',
      'vacate',
    ]),
  },
  {
    path: 'my-leases/:leaseId/transfer',
    Component: lazyPage(() => import('./components/TransferPage'), 'TransferPage', ['journey', 'leases']),
  },
  {
    path: 'lease/:leaseId/renewal/lease-offers',
    Component: lazyPage(() => import('./components/RenewalOffersPage'), 'RenewalOffersPage', ['leases']),
  },
  {
    path: 'lease/:leaseId/transactions',
    Component: lazyPage(() => import('./components/LeaseTransactionsPage'), 'LeaseTransactionsPage', [
      'leases',
      'status',
    ]),
  },
];
