import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp, repoRoot } from './build-state.mjs';
import { writeRoutePreloads } from './route-preloads.mjs';

const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
const run = (command, args, cwd = repoRoot) => execFileSync(command, args, { cwd, stdio: 'inherit' });

console.info('Building the portal (domain, API, web)…');
run(bin('tsc'), ['-b', 'packages/domain', 'apps/api']);
run(bin('vite'), ['build', '--logLevel', 'warn'], join(repoRoot, 'apps/web'));
await writeRoutePreloads();
writeFileSync(buildStamp, `${new Date().toISOString()}\n`);
console.info('Build complete.');
