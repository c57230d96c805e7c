import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { statusPages } from './lib/status-page-paths';

const statusPageComponents = () => import('./components/StatusPages');

/** Where the application stands: children of /:community/transaction/:transactionId. */
export const statusTransactionRoutes: RouteObject[] = [
  {
    path: 'application-complete',
    lazy: lazyPage(() => import('./components/ApplicationCompletePage'), 'ApplicationCompletePage', [
      'status',
    ]),
  },
  {
    path: statusPages.cancelled,
    lazy: lazyPage(statusPageComponents, 'ApplicationCancelledPage', ['status']),
  },
  {
    path: statusPages.pendingCriminalReview,
    lazy: lazyPage(statusPageComponents, 'PendingCriminalReviewPage', ['status']),
  },
  {
    path: statusPages.pendingConfirmation,
    lazy: lazyPage(statusPageComponents, 'PendingConfirmationPage', ['status']),
  },
  { path: statusPages.denied, lazy: lazyPage(statusPageComponents, 'ApplicationDeniedPage', ['status']) },
  { path: statusPages.leaseSigned, lazy: lazyPage(statusPageComponents, 'LeaseSignedPage', ['status']) },
  { path: statusPages.leaseVoided, lazy: lazyPage(statusPageComponents, 'LeaseVoidedPage', ['status']) },
  {
    path: statusPages.leaseExecuted,
    lazy: lazyPage(() => import('./components/LeaseExecutedPage'), 'LeaseExecutedPage', ['status']),
  },
];

/** The user's own applications and screening reports, under /:community. */
export const statusCommunityRoutes: RouteObject[] = [
  {
    path: 'my-activity',
    lazy: lazyPage(() => import('./components/MyActivityPage'), 'MyActivityPage', ['status']),
  },
  {
    path: 'my-activity/unit/:unitId',
    lazy: lazyPage(() => import('./components/MyActivityPage'), 'MyActivityPage', ['status']),
  },
  {
    path: 'screening-reports',
    lazy: lazyPage(() => import('./components/ScreeningReportsPage'), 'ScreeningReportsPage', ['status']),
  },
];
