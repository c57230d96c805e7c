import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { statusPages } from '@/shared/status/status-page-paths';

const statusPageComponents = () => import('./components/StatusPages');

/** Where the application stands: children of /:community/transaction/:transactionId. */
export const statusTransactionRoutes: RouteObject[] = [
  {
    path: 'application-complete',
    Component: lazyPage(() => import('./components/ApplicationCompletePage'), 'ApplicationCompletePage', [
      'status',
    ]),
  },
  {
    path: statusPages.cancelled,
    Component: lazyPage(statusPageComponents, 'ApplicationCancelledPage', ['status']),
  },
  {
    path: statusPages.pendingCriminalReview,
    Component: lazyPage(statusPageComponents, 'PendingCriminalReviewPage', ['status']),
  },
  {
    path: statusPages.pendingConfirmation,
    Component: lazyPage(statusPageComponents, 'PendingConfirmationPage', ['status']),
  },
  {
    path: statusPages.denied,
    Component: lazyPage(statusPageComponents, 'ApplicationDeniedPage', ['status']),
  },
  { path: statusPages.leaseSigned, Component: lazyPage(statusPageComponents, 'LeaseSignedPage', ['status']) },
  { path: statusPages.leaseVoided, Component: lazyPage(statusPageComponents, 'LeaseVoidedPage', ['status']) },
  {
    path: statusPages.leaseExecuted,
    Component: lazyPage(() => import('./components/LeaseExecutedPage'), 'LeaseExecutedPage', ['status']),
  },
];

/** The user's own applications and screening reports, under /:community. */
export const statusCommunityRoutes: RouteObject[] = [
  {
    path: 'my-activity',
    Component: lazyPage(() => import('./components/MyActivityPage'), 'MyActivityPage', ['status']),
  },
  {
    path: 'my-activity/unit/:unitId',
    Component: lazyPage(() => import('./components/MyActivityPage'), 'MyActivityPage', ['status']),
  },
  {
    path: 'screening-reports',
    Component: lazyPage(() => import('./components/ScreeningReportsPage'), 'ScreeningReportsPage', [
      'status',
    ]),
  },
];
