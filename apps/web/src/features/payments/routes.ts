import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Payment pages under /:community that belong to the user rather than to one application. */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment-methods',
    Component: lazyPage(() => import('./components/PaymentMethodsPage'), 'PaymentMethodsPage', ['payments']),
  },
];

/** The payment steps of an application: children of /:community/transaction/:transactionId. */
export const paymentTransactionRoutes: RouteObject[] = [
  {
    path: 'payment-terms',
    Component: lazyPage(() => import('./components/PaymentTermsPage'), 'PaymentTermsPage', ['payments']),
  },
  {
    path: 'fees-deposits',
    Component: lazyPage(() => import('./components/FeesDepositsPage'), 'FeesDepositsPage', [
      'journey',
      'payments',
    ]),
  },
  {
    path: 'outstanding-balance',
    Component: lazyPage(() => import('./components/OutstandingBalancePage'), 'OutstandingBalancePage', [
      'journey',
      'payments',
    ]),
  },
  {
    path: 'payment-details',
    Component: lazyPage(() => import('@/shared/payment-breakdown/PaymentDetailsPage'), 'PaymentDetailsPage', [
      'payments',
    ]),
  },
  {
    path: 'charges',
    Component: lazyPage(() => import('./components/ChargesPage'), 'ChargesPage', ['payments']),
  },
];
