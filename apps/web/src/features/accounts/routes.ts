import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The accounts pages under /:community (sign-up, login, passwords, account, dev mailbox). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'signup',
    Component: lazyPage(() => import('./components/SignUpPage'), 'SignUpPage', ['accounts']),
  },
  { path: 'login', Component: lazyPage(() => import('./components/LoginPage'), 'LoginPage', ['accounts']) },
  {
    path: 'account',
    Component: lazyPage(() => import('./components/AccountPage'), 'AccountPage', ['accounts']),
  },
  {
    path: 'password',
    Component: lazyPage(() => import('./components/ChangePasswordPage'), 'ChangePasswordPage', ['accounts']),
  },
  {
    path: 'password/forgot',
    Component: lazyPage(() => import('./components/ForgotPasswordPage'), 'ForgotPasswordPage', ['accounts']),
  },
  {
    path: 'password/verify',
    Component: lazyPage(() => import('./components/VerifyResetTokenPage'), 'VerifyResetTokenPage', [
      'accounts',
    ]),
  },
  {
    path: 'password/reset',
    Component: lazyPage(() => import('./components/ResetPasswordPage'), 'ResetPasswordPage', ['accounts']),
  },
  {
    path: 'dev/mailbox',
    Component: lazyPage(() => import('./components/DevMailboxPage'), 'DevMailboxPage', ['accounts']),
  },
];

/** The staff's accounts pages outside any community, in the portal shell (app/router.tsx). */
export const staffAccountRoutes: RouteObject[] = [
  {
    path: 'staff/login',
    Component: lazyPage(() => import('./components/StaffLoginPage'), 'StaffLoginPage', ['accounts']),
  },
  {
    path: 'staff/password',
    Component: lazyPage(() => import('./components/StaffPasswordPage'), 'StaffPasswordPage', ['accounts']),
  },
];
