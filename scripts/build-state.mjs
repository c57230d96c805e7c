import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = new URL('..', import.meta.url).pathname;
export const buildStamp = join(repoRoot, 'apps/api/dist/.build-stamp');

/** What a production build is made from; a change to any of these makes the build stale. */
const buildInputs = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/tsconfig.json',
  'apps/api/src',
  'apps/api/tsconfig.json',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'scripts/build.mjs',
  'scripts/route-preloads.mjs',
  'apps/web/tsconfig.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isBuildCurrent() {
  const outputs = [
    buildStamp,
    join(repoRoot, 'apps/api/dist/main.js'),
    join(repoRoot, 'apps/web/dist/index.html'),
  ];
  if (!outputs.every((path) => existsSync(path))) return false;
  const stampTime = statSync(buildStamp).mtimeMs;
  return buildInputs.every((input) => newestMtime(join(repoRoot, input)) <= stampTime);
}
