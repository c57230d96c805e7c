import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Payment pages under /:community that belong to the user rather than to one application. */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment-methods',
    lazy: lazyPage(() => import('./components/PaymentMethodsPage'), 'PaymentMethodsPage', ['payments']),
  },
];

/** The payment steps of an application: children of /:community/transaction/:transactionId. */
export const paymentTransactionRoutes: RouteObject[] = [
  {
    path: 'payment-terms',
    lazy: lazyPage(() => import('./components/PaymentTermsPage'), 'PaymentTermsPage', ['payments']),
  },
  {
    path: 'fees-deposits',
    lazy: lazyPage(() => import('./components/FeesDepositsPage'), 'FeesDepositsPage', [
      'journey',
      'payments',
    ]),
  },
  {
    path: 'outstanding-balance',
    lazy: lazyPage(() => import('./components/OutstandingBalancePage'), 'OutstandingBalancePage', [
      'journey',
      'payments',
    ]),
  },
  {
    path: 'payment-details',
    lazy: lazyPage(() => import('./components/PaymentDetailsPage'), 'PaymentDetailsPage', ['payments']),
  },
  {
    path: 'charges',
    lazy: lazyPage(() => import('./components/ChargesPage'), 'ChargesPage', ['payments']),
  },
];
