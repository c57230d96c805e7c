import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Notice to vacate, under /:community (spec part 1: vacate details, vacate new address). */
export const vacateRoutes: RouteObject[] = [
  {
    path: 'lease/:leaseId/vacate/details',
    Component: lazyPage(() => import('./components/VacateDetailsPage'), 'VacateDetailsPage', [
      'leases',
      'vacate',
    ]),
  },
  {
    path: 'lease/:leaseId/vacate/new-address',
    Component: lazyPage(() => import('./components/VacateNewAddressPage'), 'VacateNewAddressPage', [
      'journey',
      'leases',
      'vacate',
    ]),
  },
];
