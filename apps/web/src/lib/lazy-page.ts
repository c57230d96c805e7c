import type { ComponentType } from 'react';
import type { CatalogName } from '../locales/catalogs';
import { loadCatalogs } from './i18n';
import { nextTask } from './next-task';

/**
 * Code-split route: `lazyPage(() => import('./Page'), 'Page', ['journey'])` loads the module and the
 * feature catalogs its screens read (locales/catalogs.ts) on first visit, then renders its named export.
 * Vite gives each such import its own chunk (see dist/.vite/manifest.json). The catalogs are written
 * out at each route, as an array literal: app/route-catalogs.test.ts checks them against the texts the
 * page's modules look up.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  catalogs: readonly CatalogName[],
): LazyPage {
  const lazy = async () => {
    const [page] = await Promise.all([load(), loadCatalogs(catalogs)]);
    // Evaluating the page's modules and rendering it are a task each, not one long one (main.tsx).
    await nextTask();
    return { Component: page[name] };
  };
  return Object.assign(lazy, { page: load, catalogs });
}

/**
 * A lazy route that also tells what it loads: the build reads the route tree for each path's chunks, which
 * the server announces with the page (scripts/route-preloads.mjs).
 */
export type LazyPage = (() => Promise<{ Component: ComponentType }>) & {
  page: () => Promise<unknown>;
  catalogs: readonly CatalogName[];
};
