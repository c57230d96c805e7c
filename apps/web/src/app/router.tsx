import { createBrowserRouter, type RouteObject } from 'react-router';
import { PLAID_OAUTH_RETURN_PATH } from '../features/income/lib/plaid-oauth';
import { communityRoutes } from './community-routes';
import { lazyPage } from './lazy-page';
import { InitialLoading, PortalLayout, RootLayout } from './RootLayout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: InitialLoading,
    children: [
      {
        Component: PortalLayout,
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/communities/components/CommunityListPage'),
              'CommunityListPage',
            ),
          },
          {
            path: PLAID_OAUTH_RETURN_PATH,
            lazy: lazyPage(
              () => import('../features/income/components/PlaidOAuthReturnPage'),
              'PlaidOAuthReturnPage',
            ),
          },
        ],
      },
      {
        path: ':community',
        lazy: lazyPage(() => import('./CommunityLayout'), 'CommunityLayout'),
        children: communityRoutes,
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
