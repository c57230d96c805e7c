import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { sessionQuery } from '../features/accounts/api/get-session';
import { prefetchCommunityConfiguration } from '../features/communities/api/get-community-configuration';
import { PLAID_OAUTH_RETURN_PATH } from '../features/income/lib/plaid-oauth';
import { signingPortalRoutes, signingStandaloneRoutes } from '../features/signing/routes';
import { loadCatalogs } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';
import type { CatalogName } from '../locales/catalogs';
import { CommunityLayout } from './CommunityLayout';
import { communityRoutes } from './community-routes';
import { InitialLoading, PortalLayout, RootLayout } from './RootLayout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';

/** The texts the community layout reads: loaded before it renders (the build announces them with the page). */
export const COMMUNITY_LAYOUT_CATALOGS: readonly CatalogName[] = [];

/** A route's `handle` naming catalogs its loader loads, read by the build like a lazy page's own. */
export interface CatalogsHandle {
  catalogs: readonly CatalogName[];
}

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
        // The layout is part of the first download, not a chunk of its own: every community page needs it,
        // and the modules it shares with the pages then stay in one place instead of being copied into each.
        // Its texts and the configuration load beside the page's chunk.
        handle: { catalogs: COMMUNITY_LAYOUT_CATALOGS } satisfies CatalogsHandle,
        loader: async ({ params }) => {
          if (params.community) prefetchCommunityConfiguration(queryClient, params.community);
          // Asked while the page's chunks load, not once they have rendered: a signed-in page waits on it.
          void queryClient.prefetchQuery(sessionQuery());
          await loadCatalogs(COMMUNITY_LAYOUT_CATALOGS);
          return null;
        },
        Component: CommunityLayout,
        children: communityRoutes,
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
