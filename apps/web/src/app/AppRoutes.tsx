import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { InitialLoading } from './RootLayout';
import { preloadRoute } from './route-preload';
import { appRoutes } from './router';
import { RouteErrorBoundary } from './screens/RouteErrorBoundary';

/**
 * The page of the current URL. The first visit waits on its chunks behind the initial loading screen; a
 * later navigation keeps the page it leaves on screen until the next one is ready (React Router navigates
 * in a transition).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const page = useRoutes(appRoutes);
  useEffect(() => void preloadRoute(queryClient, pathname), [queryClient, pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<InitialLoading />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
