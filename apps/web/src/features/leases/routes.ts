import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The resident's leases, under /:community. */
export const leaseCommunityRoutes: RouteObject[] = [
  {
    path: 'my-leases',
    lazy: lazyPage(() => import('./components/MyLeasesPage'), 'MyLeasesPage', [
      'accounts',
      'leases',
      'status',
      'vacate',
    ]),
  },
  {
    path: 'my-leases/:leaseId/transfer',
    lazy: lazyPage(() => import('./components/TransferPage'), 'TransferPage', [
      'accounts',
      'journey',
      'leases',
    ]),
  },
  {
    path: 'lease/:leaseId/renewal/lease-offers',
    lazy: lazyPage(() => import('./components/RenewalOffersPage'), 'RenewalOffersPage', [
      'accounts',
      'leases',
    ]),
  },
  {
    path: 'lease/:leaseId/transactions',
    lazy: lazyPage(() => import('./components/LeaseTransactionsPage'), 'LeaseTransactionsPage', [
      'accounts',
      'leases',
    ]),
  },
];
