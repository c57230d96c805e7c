import type { RouteObject } from 'react-router';
import { staffAccountRoutes } from '../features/accounts/routes';
import { PLAID_OAUTH_RETURN_PATH } from '../features/income/lib/plaid-oauth';
import { signingPortalRoutes, signingStandaloneRoutes } from '../features/signing/routes';
import { staffHomeRoutes } from '../features/staff-home/routes';
import { staffSettingsRoutes } from '../features/staff-settings/routes';
import { lazyPage } from '../lib/lazy-page';
import { CommunityLayout } from './CommunityLayout';
import { communityRoutes } from './community-routes';
import { PortalLayout, RootLayout } from './RootLayout';

/** The community pages' path: its configuration and the session are fetched with the page's chunks. */
export const COMMUNITY_PATH = ':community';

/** Every page of the app, as `useRoutes` reads them (app/AppRoutes.tsx). */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: PortalLayout,
        children: [
          {
            index: true,
            Component: lazyPage(
              () => import('../features/communities/components/CommunityListPage'),
              'CommunityListPage',
              [],
            ),
          },
          {
            path: PLAID_OAUTH_RETURN_PATH,
            Component: lazyPage(
              () => import('../features/income/components/PlaidOAuthReturnPage'),
              'PlaidOAuthReturnPage',
              ['income'],
            ),
          },
          ...signingPortalRoutes,
          // Static paths, so /staff, /staff/login, /staff/password and /staff/settings/… win over a community named
          // "staff".
          ...staffHomeRoutes,
          ...staffAccountRoutes,
          ...staffSettingsRoutes,
        ],
      },
      {
        // Community pages without the shell (the e-signing ceremony, in its own window or an iframe).
        Component: lazyPage(() => import('./StandaloneCommunityLayout'), 'StandaloneCommunityLayout', []),
        children: signingStandaloneRoutes,
      },
      {
        path: COMMUNITY_PATH,
        // The layout is part of the first download, not a chunk of its own: every community page needs it,
        // and the modules it shares with the pages then stay in one place instead of being copied into each.
        Component: CommunityLayout,
        children: communityRoutes,
      },
    ],
  },
];
