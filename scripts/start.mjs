import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, repoRoot } from './build-state.mjs';

if (!isBuildCurrent()) {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { stdio: 'inherit' });
}
// `npm start` is the demo a leasing agent tries: its communities come with applications to work on.
process.env.DEMO_APPLICATIONS ??= 'true';
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/main.js')).href);
