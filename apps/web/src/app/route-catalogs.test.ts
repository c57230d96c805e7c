import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { shell } from '../locales/en-shell';

// Each route names the feature catalogs its page reads (lazyPage's third argument); the rest of the app
// only has the shell's catalog (locales/en-shell.ts). These checks read the sources: every text key a
// module spells out ('journey.…', `status.${code}`) belongs to a catalog its route loads.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const baseNames = new Set(Object.keys(shell));
const catalogNames = Object.keys(en);
const keyPattern = new RegExp(`['"\`](${catalogNames.join('|')})\\.[A-Za-z$]`, 'g');
const isRoutesModule = (file: string) => /(?:^|\/)(routes\.ts|router\.tsx|community-routes\.ts)$/.test(file);

const routeModules = [
  join(src, 'app/router.tsx'),
  join(src, 'app/community-routes.ts'),
  ...readdirSync(join(src, 'features'))
    .map((feature) => join(src, 'features', feature, 'routes.ts'))
    .filter((file) => existsSync(file)),
];

function resolveModule(from: string, specifier: string): string | undefined {
  const path = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : resolve(dirname(from), specifier);
  return [`${path}.ts`, `${path}.tsx`, path].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The catalogs whose keys the module and everything it imports spell out, each with the first file seen
 * using it. Pages follow their lazy imports too (a lazily loaded panel renders inside the page); the
 * entry follows static imports only, and a page does not walk into route tables.
 */
function catalogsUsed(
  entry: string,
  { followLazy, skip = [] }: { followLazy: boolean; skip?: string[] },
): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>(skip);
  const importPattern = followLazy
    ? /(?:from|import\()\s*'((?:\.|@\/)[^']+)'/g
    : /from\s*'((?:\.|@\/)[^']+)'/g;
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(keyPattern)) {
      if (name && !used.has(name)) used.set(name, relative(src, file));
    }
    for (const [, specifier] of text.matchAll(importPattern)) {
      const imported = specifier && resolveModule(file, specifier);
      if (imported && !/\.test\.tsx?$/.test(imported) && (!followLazy || !isRoutesModule(imported))) {
        pending.push(imported);
      }
    }
  }
  return used;
}

interface LazyRoute {
  routes: string;
  page: string;
  exportName: string;
  declared: string[];
}

/** Every `lazyPage(loader, 'Export', ['catalog', …])` call of a route module. */
function lazyRoutes(routes: string): LazyRoute[] {
  const text = readFileSync(routes, 'utf8');
  const loaders = new Map(
    [...text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)].map(([, name, path]) => [name, path]),
  );
  const calls = [
    ...text.matchAll(/lazyPage\(\s*(?:\(\) => import\('([^']+)'\)|(\w+)),\s*'(\w+)',\s*\[([^\]]*)\],?\s*\)/g),
  ];
  expect(calls.length, `${relative(src, routes)}: every lazyPage call in the checked form`).toBe(
    text.split('lazyPage(').length - 1,
  );
  return calls.map(([, inline, loader, exportName, list]) => {
    const specifier = inline ?? loaders.get(loader ?? '');
    const page = specifier && resolveModule(routes, specifier);
    if (!page) throw new Error(`${relative(src, routes)}: cannot find the module of ${exportName}`);
    const declared = [...(list ?? '').matchAll(/'(\w+)'/g)].map(([, name]) => name ?? '');
    return { routes: relative(src, routes), page, exportName: exportName ?? '', declared };
  });
}

describe('message catalogs loaded with their routes', () => {
  it('bundles only the shell catalog with the entry and the layouts in it', () => {
    const used = catalogsUsed(join(src, 'main.tsx'), { followLazy: false });
    const outside = [...used].filter(([name]) => !baseNames.has(name));
    expect(
      outside,
      'catalogs the entry reads: move the text to en-shell.ts or the module behind a lazy route',
    ).toEqual([]);
  });

  for (const routes of routeModules) {
    it(`names exactly the catalogs each page reads in ${relative(src, routes)}`, () => {
      for (const route of lazyRoutes(routes)) {
        const used = catalogsUsed(route.page, { followLazy: true });
        const needed = [...used.keys()].filter((name) => !baseNames.has(name)).sort();
        const where = needed.map((name) => `${name} (${used.get(name)})`).join(', ');
        expect(route.declared, `${route.exportName} reads ${where || 'no feature catalog'}`).toEqual(needed);
      }
    });
  }
});
