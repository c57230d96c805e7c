// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/accounts/api/get-session';
import { communityConfigurationQueryKey } from '../features/communities/api/get-community-configuration';
import type { LazyPage } from '../lib/lazy-page';
import { communityRoutes } from './community-routes';
import { preloadRoute } from './route-preload';

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
    const login = pageAt('login');
    const preload = vi.spyOn(login, 'preload').mockResolvedValue(undefined);
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
});
