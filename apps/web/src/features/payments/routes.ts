import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Payment pages under /:community that belong to the user rather than to one application. */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment-methods',
    lazy: lazyPage(() => import('./components/PaymentMethodsPage'), 'PaymentMethodsPage', [
      'accounts',
      'payments',
    ]),
  },
];
