import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The Identity Verification step: children of /:community/transaction/:transactionId. */
export const identityRoutes: RouteObject[] = [
  {
    path: 'id-verify',
    lazy: lazyPage(() => import('./components/IdentityMethodsPage'), 'IdentityMethodsPage', ['identity']),
  },
  {
    path: 'id-verify/request',
    lazy: lazyPage(() => import('./components/RequestPasscodePage'), 'RequestPasscodePage', ['identity']),
  },
  {
    path: 'id-verify/verify',
    lazy: lazyPage(() => import('./components/VerifyPasscodePage'), 'VerifyPasscodePage', ['identity']),
  },
  {
    path: 'id-verify/questions',
    lazy: lazyPage(() => import('./components/QuestionsPage'), 'QuestionsPage', ['identity']),
  },
  {
    path: 'id-verify/launch-plaid',
    lazy: lazyPage(() => import('./components/LaunchPlaidPage'), 'LaunchPlaidPage', ['identity']),
  },
  {
    path: 'id-verify/manual-identity-verification',
    lazy: lazyPage(() => import('./components/ManualIdentityPage'), 'ManualIdentityPage', ['identity']),
  },
];
