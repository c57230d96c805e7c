import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

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
