#!/usr/bin/env node
// `npm run test:e2e`: the Playwright browser suite against the production build
// (started by e2e/playwright.config.ts via `node scripts/start.mjs`) on a free port
// with a fresh temporary DATA_DIR. Uses the system Chromium only — never downloads one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkServerLogForTaxIds } from './e2e-log-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isCI = process.env.CI === 'true' || process.env.CI === '1';

// An explicit CHROMIUM_PATH wins (and is not second-guessed); otherwise the Debian package.
const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromium = existsSync(candidate) ? candidate : undefined;

if (!chromium) {
  const bar = '!'.repeat(78);
  const message = [
    '',
    bar,
    isCI
      ? '!!  BROWSER TESTS CANNOT RUN: no Chromium found.'
      : '!!  BROWSER TESTS SKIPPED: no Chromium found.',
    `!!  Looked for: ${candidate}${process.env.CHROMIUM_PATH ? ' (CHROMIUM_PATH)' : ''}`,
    '!!',
    '!!  Install the Debian Chromium:   sudo apt-get install -y chromium',
    '!!  or point CHROMIUM_PATH at an existing Chromium binary.',
    '!!  (Playwright browser downloads are deliberately not used.)',
    isCI ? '!!  CI=true: a missing browser is an error.' : '!!  The e2e suite did NOT run.',
    bar,
    '',
  ].join('\n');
  console.error(message);
  process.exit(isCI ? 1 : 0);
}

/** Ask the OS for a free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const args = ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];

console.info(`e2e: Chromium ${chromium}, server port ${port}, DATA_DIR ${dataDir}`);
console.info(`e2e: ${path.relative(root, playwright)} ${args.join(' ')}`);

// The server must use the embedded database in the temporary DATA_DIR, never a DATABASE_URL.
const { DATABASE_URL: _ignored, ...env } = process.env;
const child = spawn(playwright, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...env,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Playwright gets SIGINT from the terminal itself; forward SIGTERM and wait for it.
    if (signal === 'SIGTERM') child.kill('SIGTERM');
  });
}

const code = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`e2e: could not start Playwright: ${error.message}`);
    resolve(1);
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
const logCheck = await checkServerLogForTaxIds(path.join(dataDir, 'server.log'));
await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
process.exit(code || logCheck);
