import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { sessionQuery } from '../features/accounts/api/get-session';
import { prefetchCommunityConfiguration } from '../features/communities/api/get-community-configuration';
import { holdsSessionCookie } from '../lib/api-client';
import type { LazyPage } from '../lib/lazy-page';
import type { SignedInReadsHandle } from '../lib/route-reads';
import { appRoutes, COMMUNITY_PATH } from './router';

/**
 * The path each client last started: main.tsx starts the first page before React renders, and
 * AppRoutes' effect then sees that same path, which it need not match against the route table again.
 */
const startedPaths = new WeakMap<QueryClient, string>();

/**
 * Starts everything a path's page needs at once: the chunks and catalogs of every page and layout it
 * matches, under a community its configuration and the session, and when signed in the reads its routes
 * name (lib/route-reads.ts). Without it each would wait on the one above it to render (the community
 * layout renders its page only once the configuration is in). Settles once the pages' code is in, failed
 * or not: main.tsx renders the first page then (a page whose code failed shows its error when rendered).
 */
export function preloadRoute(queryClient: QueryClient, pathname: string): Promise<unknown> {
  if (startedPaths.get(queryClient) === pathname) return Promise.resolve();
  startedPaths.set(queryClient, pathname);
  const signedIn = holdsSessionCookie();
  const pages: Promise<unknown>[] = [];
  for (const { route, params } of matchRoutes(appRoutes, pathname) ?? []) {
    const page = (route.Component as Partial<LazyPage> | null | undefined)?.preload?.();
    if (page) pages.push(page);
    if (signedIn)
      (route.handle as Partial<SignedInReadsHandle> | undefined)?.signedInReads?.(queryClient, params);
    if (route.path === COMMUNITY_PATH && params.community) {
      prefetchCommunityConfiguration(queryClient, params.community);
      void queryClient.prefetchQuery(sessionQuery());
    }
  }
  return Promise.allSettled(pages);
}
