import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes';
import { PLAID_OAUTH_RETURN_PATH } from '../features/income/lib/plaid-oauth';
import { journeyRoutes } from '../features/journey/routes';
import { paymentRoutes } from '../features/payments/routes';
import { portalPageRoutes } from '../features/portal-pages/routes';
import { staffRoutes } from '../features/staff/routes';
import { statusCommunityRoutes } from '../features/status/routes';
import { lazyPage } from './lazy-page';
import { InitialLoading, PortalLayout, RootLayout } from './RootLayout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';

/**
 * Pages under /:community, rendered inside the community's themed shell with its configuration
 * available through useCommunity(). Adding a page is one line here; keep the catch-all last.
 */
export const communityRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../features/communities/components/CommunityHomePage'), 'CommunityHomePage'),
  },
  ...accountRoutes,
  ...journeyRoutes,
  ...paymentRoutes,
  ...portalPageRoutes,
  ...statusCommunityRoutes,
  ...staffRoutes,
  { path: '*', lazy: lazyPage(() => import('./screens/CommunityNotFoundPage'), 'CommunityNotFoundPage') },
];

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
