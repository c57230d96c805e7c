import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The accounts pages under /:community (sign-up, login, passwords, account, dev mailbox). */
export const accountRoutes: RouteObject[] = [
  { path: 'signup', lazy: lazyPage(() => import('./components/SignUpPage'), 'SignUpPage', ['accounts']) },
  { path: 'login', lazy: lazyPage(() => import('./components/LoginPage'), 'LoginPage', ['accounts']) },
  { path: 'account', lazy: lazyPage(() => import('./components/AccountPage'), 'AccountPage', ['accounts']) },
  {
    path: 'password',
    lazy: lazyPage(() => import('./components/ChangePasswordPage'), 'ChangePasswordPage', ['accounts']),
  },
  {
    path: 'password/forgot',
    lazy: lazyPage(() => import('./components/ForgotPasswordPage'), 'ForgotPasswordPage', ['accounts']),
  },
  {
    path: 'password/verify',
    lazy: lazyPage(() => import('./components/VerifyResetTokenPage'), 'VerifyResetTokenPage', ['accounts']),
  },
  {
    path: 'password/reset',
    lazy: lazyPage(() => import('./components/ResetPasswordPage'), 'ResetPasswordPage', ['accounts']),
  },
  {
    path: 'dev/mailbox',
    lazy: lazyPage(() => import('./components/DevMailboxPage'), 'DevMailboxPage', ['accounts']),
  },
];
