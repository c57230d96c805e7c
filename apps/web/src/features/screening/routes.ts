import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The Screening step: children of /:community/transaction/:transactionId. */
export const screeningRoutes: RouteObject[] = [
  {
    path: 'screening',
    Component: lazyPage(() => import('./components/ScreeningPage'), 'ScreeningPage', [
      'journey',
      'screening',
    ]),
  },
];
