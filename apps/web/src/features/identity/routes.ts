import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The Identity Verification step: children of /:community/transaction/:transactionId. */
export const identityRoutes: RouteObject[] = [
  {
    path: 'id-verify',
    Component: lazyPage(() => import('./components/IdentityMethodsPage'), 'IdentityMethodsPage', [
      'identity',
    ]),
  },
  {
    path: 'id-verify/request',
    Component: lazyPage(() => import('./components/RequestPasscodePage'), 'RequestPasscodePage', [
      'identity',
    ]),
  },
  {
    path: 'id-verify/verify',
    Component: lazyPage(() => import('./components/VerifyPasscodePage'), 'VerifyPasscodePage', ['identity']),
  },
  {
    path: 'id-verify/questions',
    Component: lazyPage(() => import('./components/QuestionsPage'), 'QuestionsPage', ['identity']),
  },
  {
    path: 'id-verify/launch-plaid',
    Component: lazyPage(() => import('./components/LaunchPlaidPage'), 'LaunchPlaidPage', ['identity']),
  },
  {
    path: 'id-verify/manual-identity-verification',
    Component: lazyPage(() => import('./components/ManualIdentityPage'), 'ManualIdentityPage', ['identity']),
  },
];
