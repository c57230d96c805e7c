import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { statusPages } from '@/shared/status/status-page-paths';

/** Under /:community in the community shell: the guest signer's link and page. */
export const signingCommunityRoutes: RouteObject[] = [
  {
    path: 'sign-request/:token',
    Component: lazyPage(() => import('./components/GuestSignRequestPage'), 'GuestSignRequestPage', [
      'signing',
    ]),
  },
  {
    path: 'guest-signing',
    Component: lazyPage(() => import('./components/GuestSigningPage'), 'GuestSigningPage', ['signing']),
  },
];

/** Community pages shown on their own, without the shell (app/StandaloneCommunityLayout). */
export const signingStandaloneRoutes: RouteObject[] = [
  {
    path: ':community/esign/:session',
    Component: lazyPage(() => import('./components/CeremonyPage'), 'CeremonyPage', ['signing']),
  },
];

/** Public pages outside any community, in the portal shell. */
export const signingPortalRoutes: RouteObject[] = [
  {
    path: 'verify',
    Component: lazyPage(() => import('./components/VerifyDocumentPage'), 'VerifyDocumentPage', ['signing']),
  },
];

/** The approved application's signing flow: a child of /:community/transaction/:transactionId. */
export const signingTransactionRoutes: RouteObject[] = [
  {
    path: statusPages.approved,
    Component: lazyPage(() => import('./approved/ApprovedPage'), 'ApprovedPage', [
      'approvedFlow',
      'payments',
      'signing',
      'status',
    ]),
  },
];
