import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, repoRoot } from './build-state.mjs';

if (!isBuildCurrent()) {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { stdio: 'inherit' });
}
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/main.js')).href);
