import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, repoRoot } from './build-state.mjs';

// The build's own output goes to stderr: what the command prints on stdout ends with its result.
if (!isBuildCurrent()) {
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], { stdio: ['ignore', 2, 2] });
}
await import(pathToFileURL(join(repoRoot, 'apps/api/dist/portal-cli.js')).href);
