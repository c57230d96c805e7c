import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The resident's leases, under /:community. */
export const leaseCommunityRoutes: RouteObject[] = [
  { path: 'my-leases', lazy: lazyPage(() => import('./components/MyLeasesPage'), 'MyLeasesPage') },
  {
    path: 'lease/:leaseId/transactions',
    lazy: lazyPage(() => import('./components/LeaseTransactionsPage'), 'LeaseTransactionsPage'),
  },
];
