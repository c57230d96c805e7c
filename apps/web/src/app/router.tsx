import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { InitialLoading, PortalLayout, RootLayout } from './RootLayout';
import { RouteErrorScreen } from './screens/RouteErrorScreen';

/**
 * Code-split route: `lazyPage(() => import('./Page'), 'Page')` loads the module on first visit and
 * renders its named export. Vite gives each such import its own chunk (see dist/.vite/manifest.json).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load())[name] });
}

/**
 * Pages under /:community, rendered inside the community's themed shell with its configuration
 * available through useCommunity(). Adding a page is one line here; keep the catch-all last.
 */
export const communityRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../features/communities/components/CommunityHomePage'), 'CommunityHomePage'),
  },
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
