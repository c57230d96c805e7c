import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { communityConfigurationQuery } from '../features/communities/api/get-community-configuration';
import { PLAID_OAUTH_RETURN_PATH } from '../features/income/lib/plaid-oauth';
import { signingPortalRoutes, signingStandaloneRoutes } from '../features/signing/routes';
import { communityRoutes } from './community-routes';
import { lazyPage } from './lazy-page';
import { InitialLoading, PortalLayout, RootLayout } from './RootLayout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
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
              [],
            ),
          },
          {
            path: PLAID_OAUTH_RETURN_PATH,
            lazy: lazyPage(
              () => import('../features/income/components/PlaidOAuthReturnPage'),
              'PlaidOAuthReturnPage',
              ['income'],
            ),
          },
          ...signingPortalRoutes,
        ],
      },
      {
        // Community pages without the shell (the e-signing ceremony, in its own window or an iframe).
        lazy: lazyPage(() => import('./StandaloneCommunityLayout'), 'StandaloneCommunityLayout', []),
        children: signingStandaloneRoutes,
      },
      {
        path: ':community',
        // Runs beside the layout's lazy chunk, not after it: every community page first waits for this.
        loader: ({ params }) => {
          if (params.community) void queryClient.prefetchQuery(communityConfigurationQuery(params.community));
          return null;
        },
        lazy: lazyPage(() => import('./CommunityLayout'), 'CommunityLayout', ['accounts']),
        children: communityRoutes,
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
