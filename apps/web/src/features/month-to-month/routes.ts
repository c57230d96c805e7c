import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Month-to-month, under /:community (spec part 1: renewal/month-to-month, payment details, confirmed). */
export const monthToMonthRoutes: RouteObject[] = [
  {
    path: 'lease/:leaseId/renewal/month-to-month',
    Component: lazyPage(() => import('./components/MonthToMonthPage'), 'MonthToMonthPage', [
      'leases',
      'monthToMonth',
    ]),
  },
  {
    path: 'lease/:leaseId/renewal/month-to-month/payment-details',
    Component: lazyPage(
      () => import('./components/MonthToMonthPaymentDetailsPage'),
      'MonthToMonthPaymentDetailsPage',
      ['leases', 'monthToMonth'],
    ),
  },
  {
    path: 'lease/:leaseId/renewal/month-to-month/confirmed',
    Component: lazyPage(() => import('./components/MonthToMonthConfirmedPage'), 'MonthToMonthConfirmedPage', [
      'leases',
      'monthToMonth',
    ]),
  },
];
