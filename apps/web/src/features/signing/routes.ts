import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { statusPages } from '@/shared/status/status-page-paths';

/** Under /:community in the community shell: the link e-mailed to a guest signer. */
export const signingCommunityRoutes: RouteObject[] = [
  {
    path: 'sign-request/:token',
    Component: lazyPage(() => import('./components/GuestSignRequestPage'), 'GuestSignRequestPage', [
      'signing',
    ]),
  },
];

/**
 * What a guest signer is shown in place of the community's pages (components/GuestSignerOutlet.tsx): their
 * lease-signed or lease-executed page, or their document's ceremony. Its code comes only for guests.
 */
export const GuestSignerPage = lazyPage(() => import('./components/GuestSignerPage'), 'GuestSignerPage', [
  'signing',
]);

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
