import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The accounts pages under /:community (sign-up, login, passwords, account, dev mailbox). */
export const accountRoutes: RouteObject[] = [
  { path: 'signup', lazy: lazyPage(() => import('./components/SignUpPage'), 'SignUpPage') },
  { path: 'login', lazy: lazyPage(() => import('./components/LoginPage'), 'LoginPage') },
  { path: 'account', lazy: lazyPage(() => import('./components/AccountPage'), 'AccountPage') },
  { path: 'password', lazy: lazyPage(() => import('./components/ChangePasswordPage'), 'ChangePasswordPage') },
  {
    path: 'password/forgot',
    lazy: lazyPage(() => import('./components/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: 'password/verify',
    lazy: lazyPage(() => import('./components/VerifyResetTokenPage'), 'VerifyResetTokenPage'),
  },
  {
    path: 'password/reset',
    lazy: lazyPage(() => import('./components/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  { path: 'dev/mailbox', lazy: lazyPage(() => import('./components/DevMailboxPage'), 'DevMailboxPage') },
];
