import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The Identity Verification step: children of /:community/transaction/:transactionId. */
export const identityRoutes: RouteObject[] = [
  {
    path: 'id-verify',
    lazy: lazyPage(() => import('./components/IdentityMethodsPage'), 'IdentityMethodsPage'),
  },
  {
    path: 'id-verify/request',
    lazy: lazyPage(() => import('./components/RequestPasscodePage'), 'RequestPasscodePage'),
  },
  {
    path: 'id-verify/verify',
    lazy: lazyPage(() => import('./components/VerifyPasscodePage'), 'VerifyPasscodePage'),
  },
  {
    path: 'id-verify/questions',
    lazy: lazyPage(() => import('./components/QuestionsPage'), 'QuestionsPage'),
  },
  {
    path: 'id-verify/launch-plaid',
    lazy: lazyPage(() => import('./components/LaunchPlaidPage'), 'LaunchPlaidPage'),
  },
  {
    path: 'id-verify/manual-identity-verification',
    lazy: lazyPage(() => import('./components/ManualIdentityPage'), 'ManualIdentityPage'),
  },
];
