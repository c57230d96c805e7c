// After `vite build`: which files each page path needs beyond the entry, for the server to announce them
// with the page (apps/api/src/plugins/route-preloads.ts). Without the list, a phone fetches the page's own
// chunks only once the entry has run: a second wave of round trips before anything paints.
//
// The route tree is code (lazy imports), so it is read the only faithful way: loaded through Vite's SSR
// module loader and walked. Each lazy page names its module in its loader (`lazyPage(() => import(…))`,
// which the SSR transform writes as a resolved path) and its catalogs, and a route's signed-in reads the
// modules they import; the build's chunk map
// (apps/web/build/chunk-map.ts) gives each module's chunk, the chunks it imports and its CSS. A page
// module in no chunk fails the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { repoRoot } from './build-state.mjs';

const webRoot = join(repoRoot, 'apps/web');
const dist = join(webRoot, 'dist');
/** Written by apps/web/build/chunk-map.ts. */
const CHUNK_MAP_FILE = join(dist, '.vite/chunks.json');
/** Read by the server (apps/api/src/plugins/web-app.ts). */
const ROUTE_PRELOADS_FILE = join(dist, '.vite/route-preloads.json');

/** The modules a function imports, from its source as Vite's SSR transform wrote it. */
function dynamicImports(code) {
  return [...String(code).matchAll(/import__\(\s*["']\/([^"']+)["']/g)].map(([, id]) => id);
}

/** The modules a loader function imports: at least one. */
function importedModules(loader) {
  const ids = dynamicImports(loader);
  if (ids.length === 0) throw new Error(`route-preloads: no module found in ${String(loader)}`);
  return ids;
}

/**
 * Every navigable path pattern with the modules its matched routes load (layouts' included). A layout's
 * own path is its index page's: the deeper route, seen later, wins.
 */
function pagesOf(routes, catalogModules) {
  const pages = new Map();
  const walk = (list, parentPath, parentModules) => {
    for (const route of list) {
      const path = route.path ? `${parentPath}/${route.path}`.replace(/\/+/g, '/') : parentPath;
      const modules = [...parentModules];
      if (route.Component?.page) modules.push(...importedModules(route.Component.page));
      // A signed-in page's first reads come in modules of their own (lib/route-reads.ts).
      if (route.handle?.signedInReads) modules.push(...dynamicImports(route.handle.signedInReads));
      for (const catalog of route.Component?.catalogs ?? []) {
        const catalogModule = catalogModules[catalog];
        if (!catalogModule) throw new Error(`route-preloads: no loader for the catalog ${catalog}`);
        modules.push(...catalogModule);
      }
      if (route.index || route.path) pages.set(path || '/', modules);
      if (route.children) walk(route.children, path, modules);
    }
  };
  walk(routes, '', []);
  return [...pages].map(([pattern, modules]) => ({ pattern, modules }));
}

/**
 * Which chunk a dynamic import of each module fetches: the chunk built for it (which may only re-export
 * it from a shared chunk), else the chunk that holds it.
 */
function chunkOfModules(chunks) {
  const chunkOf = new Map();
  for (const [file, chunk] of Object.entries(chunks)) {
    for (const module of chunk.modules) if (!chunkOf.has(module)) chunkOf.set(module, file);
  }
  for (const [file, chunk] of Object.entries(chunks)) if (chunk.facade) chunkOf.set(chunk.facade, file);
  return chunkOf;
}

/** The files a chunk needs: itself, the chunks it imports statically, their CSS. */
function filesOf(chunks, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const css of chunks[file].css) into.add(css);
  for (const imported of chunks[file].imports) filesOf(chunks, imported, into);
  return into;
}

export async function writeRoutePreloads() {
  const server = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { appRoutes } = await server.ssrLoadModule('/src/app/router.tsx');
    const { catalogLoaders } = await server.ssrLoadModule('/src/locales/catalogs.ts');
    const chunks = JSON.parse(readFileSync(CHUNK_MAP_FILE, 'utf8'));
    const chunkOf = chunkOfModules(chunks);
    const inEntry = new Set();
    for (const [file, chunk] of Object.entries(chunks)) if (chunk.isEntry) filesOf(chunks, file, inEntry);
    // A page's catalogs are fetched in one language (docs/decisions/0040): each language its own list.
    const pagesIn = (loaders) => {
      const catalogModules = Object.fromEntries(
        Object.entries(loaders).map(([name, loader]) => [name, importedModules(loader)]),
      );
      return pagesOf(appRoutes, catalogModules).map(({ pattern, modules }) => {
        const files = new Set();
        for (const module of modules) {
          const file = chunkOf.get(module);
          if (!file) throw new Error(`route-preloads: ${module} is in no chunk of the build`);
          filesOf(chunks, file, files);
        }
        return { pattern, files: [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`) };
      });
    };
    const languages = Object.fromEntries(
      Object.entries(catalogLoaders).map(([language, loaders]) => [language, pagesIn(loaders)]),
    );
    writeFileSync(ROUTE_PRELOADS_FILE, `${JSON.stringify({ languages }, null, 1)}\n`);
    return languages;
  } finally {
    await server.close();
  }
}
