import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { sessionQuery } from '../features/accounts/api/get-session';
import { prefetchCommunityConfiguration } from '../features/communities/api/get-community-configuration';
import type { LazyPage } from '../lib/lazy-page';
import { appRoutes, COMMUNITY_PATH } from './router';

/**
 * Starts everything a path's page needs at once: the chunks and catalogs of every page and layout it
 * matches, and under a community its configuration and the session. Without it each would wait on the one
 * above it to render (the community layout renders its page only once the configuration is in).
 */
export function preloadRoute(queryClient: QueryClient, pathname: string): void {
  for (const { route, params } of matchRoutes(appRoutes, pathname) ?? []) {
    (route.Component as Partial<LazyPage> | null | undefined)?.preload?.();
    if (route.path === COMMUNITY_PATH && params.community) {
      prefetchCommunityConfiguration(queryClient, params.community);
      void queryClient.prefetchQuery(sessionQuery());
    }
  }
}
