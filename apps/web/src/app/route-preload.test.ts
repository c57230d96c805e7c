// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/accounts/api/get-session';
import { communityConfigurationQueryKey } from '../features/communities/api/get-community-configuration';
import type { LazyPage } from '../lib/lazy-page';
import { communityRoutes } from './community-routes';
import { preloadRoute } from './route-preload';
import { appRoutes } from './router';

/** Every lazy page of the app, so no test loads a page's modules for real (they would outlive the test). */
function lazyPages(routes: RouteObject[]): LazyPage[] {
  return routes.flatMap((route) => [
    ...(route.Component && 'preload' in route.Component ? [route.Component as LazyPage] : []),
    ...lazyPages(route.children ?? []),
  ]);
}

beforeEach(() => {
  for (const page of lazyPages(appRoutes)) vi.spyOn(page, 'preload').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pageAt = (path: string) => communityRoutes.find((route) => route.path === path)?.Component as LazyPage;

describe('preloadRoute', () => {
  it("starts a community page's code, its configuration and the session together", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { preload } = pageAt('login');
    const queryClient = new QueryClient();

    preloadRoute(queryClient, '/maple-court/login');

    expect(preload).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(communityConfigurationQueryKey('maple-court'))?.fetchStatus).toBe(
      'fetching',
    );
    // Signed out (no session cookie), the session is known at once: nobody.
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('reads nothing of a community outside one', () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = new QueryClient();
    preloadRoute(queryClient, '/verify');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("starts a signed-in page's own reads with it: the transaction and its lease terms", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        return new Promise<Response>(() => undefined);
      }),
    );
    // The readable CSRF cookie the server sets with a session (lib/api-client.ts).
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('portal_csrf=token');
    preloadRoute(new QueryClient(), '/maple-court/transaction/7/lease-terms');
    await vi.waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/api/session/',
          '/api/transactions/7/',
          '/api/transaction/7/available-lease-terms/',
        ]),
      ),
    );
  });

  it("does not ask a signed-in page's reads of someone signed out", () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    preloadRoute(new QueryClient(), '/maple-court/transaction/7/lease-terms');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/communities/maple-court/']);
  });

  it('starts a path once when it is asked again before another, as main.tsx and AppRoutes both ask', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { preload } = pageAt('login');
    const queryClient = new QueryClient();

    preloadRoute(queryClient, '/maple-court/login');
    preloadRoute(queryClient, '/maple-court/login');
    expect(preload).toHaveBeenCalledTimes(1);

    preloadRoute(queryClient, '/maple-court/signup');
    preloadRoute(queryClient, '/maple-court/login');
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
