import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { statusPages } from './lib/status-pages';

const statusPageComponents = () => import('./components/StatusPages');

/** Where the application stands: children of /:community/transaction/:transactionId. */
export const statusTransactionRoutes: RouteObject[] = [
  {
    path: 'application-complete',
    lazy: lazyPage(() => import('./components/ApplicationCompletePage'), 'ApplicationCompletePage'),
  },
  { path: statusPages.cancelled, lazy: lazyPage(statusPageComponents, 'ApplicationCancelledPage') },
  {
    path: statusPages.pendingCriminalReview,
    lazy: lazyPage(statusPageComponents, 'PendingCriminalReviewPage'),
  },
  { path: statusPages.pendingConfirmation, lazy: lazyPage(statusPageComponents, 'PendingConfirmationPage') },
  // The approved screen is the signing flow's first step.
  {
    path: statusPages.approved,
    lazy: lazyPage(() => import('../signing/approved/ApprovedPage'), 'ApprovedPage'),
  },
  { path: statusPages.denied, lazy: lazyPage(statusPageComponents, 'ApplicationDeniedPage') },
  { path: statusPages.leaseSigned, lazy: lazyPage(statusPageComponents, 'LeaseSignedPage') },
  { path: statusPages.leaseVoided, lazy: lazyPage(statusPageComponents, 'LeaseVoidedPage') },
  {
    path: statusPages.leaseExecuted,
    lazy: lazyPage(() => import('./components/LeaseExecutedPage'), 'LeaseExecutedPage'),
  },
];

/** The user's own applications and screening reports, under /:community. */
export const statusCommunityRoutes: RouteObject[] = [
  { path: 'my-activity', lazy: lazyPage(() => import('./components/MyActivityPage'), 'MyActivityPage') },
  {
    path: 'my-activity/unit/:unitId',
    lazy: lazyPage(() => import('./components/MyActivityPage'), 'MyActivityPage'),
  },
  {
    path: 'screening-reports',
    lazy: lazyPage(() => import('./components/ScreeningReportsPage'), 'ScreeningReportsPage'),
  },
];
