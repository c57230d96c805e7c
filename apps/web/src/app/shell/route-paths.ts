/** The part of a route definition this module reads (react-router's RouteObject fits). */
export interface RouteLike {
  path?: string;
  index?: boolean;
  children?: readonly RouteLike[];
}

function join(parent: string, path: string): string {
  return [parent, path]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
}

/**
 * Every path the route tree can render, relative to where the tree is mounted ('' for its index):
 * `[{ path: 'account' }, { path: 'lease/:id', children: [{ path: 'renewal' }] }]` gives
 * 'account', 'lease/:id' and 'lease/:id/renewal'. Pathless layout routes pass their children through;
 * the catch-all '*' is not a page of its own and is left out.
 */
export function collectRoutePaths(routes: readonly RouteLike[], parent = ''): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.path === '*' || route.path?.endsWith('/*')) continue;
    const full = route.path === undefined ? parent : join(parent, route.path);
    if (route.index || route.path !== undefined) paths.add(full);
    for (const child of collectRoutePaths(route.children ?? [], full)) paths.add(child);
  }
  return paths;
}
