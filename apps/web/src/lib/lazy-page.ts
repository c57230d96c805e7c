import { type ComponentType, createElement, use } from 'react';
import type { CatalogName } from '../locales/catalogs';
import { loadCatalogs } from './i18n';
import { nextTask } from './next-task';

/**
 * A code-split page, as a route's `Component`: `lazyPage(() => import('./Page'), 'Page', ['journey'])`
 * loads the module and the feature catalogs its screens read (locales/catalogs.ts), then renders its named
 * export; the nearest `<Suspense>` shows while it loads. Vite gives each such import its own chunk. The
 * catalogs are written out at each route, as an array literal: app/route-catalogs.test.ts checks them
 * against the texts the page's modules look up.
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its code is already in, and
 * a page first rendered by a synchronous update (a query's answer) then shows the loading screen for the
 * 300 ms React holds a fallback once shown. Loaded, this renders the page at once.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  catalogs: readonly CatalogName[],
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadCatalogs(catalogs)]).then(async ([page]) => {
      // Evaluating the page's modules and rendering it are a task each, not one long one (main.tsx).
      await nextTask();
      loaded = page[name];
      return loaded;
    });
    return loading;
  };
  function LazyPageComponent() {
    return createElement(loaded ?? use(preload()));
  }
  return Object.assign(LazyPageComponent, { preload, page: load, catalogs });
}

/**
 * A lazy page that also tells what it loads: the app starts loading the pages a path matches before its
 * layouts render (app/route-preload.ts), and the build reads the route tree for each path's chunks, which
 * the server announces with the page (scripts/route-preloads.mjs).
 */
export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  page: () => Promise<unknown>;
  catalogs: readonly CatalogName[];
};
