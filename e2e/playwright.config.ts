import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser suite configuration. The supported entry point is `npm run test:e2e`
 * (scripts/e2e.mjs), which picks a free port and a fresh temporary DATA_DIR once
 * and passes them here through E2E_PORT / E2E_DATA_DIR (Playwright evaluates this
 * file in the runner and in every worker, so nothing random may happen here).
 *
 * Optional knobs: E2E_BASE_URL=http://host:port runs the specs against an already
 * running server instead of starting the production build; E2E_WORKERS=1 runs
 * serially; E2E_OUTPUT_DIR moves test-results/ (traces, screenshots of failures);
 * E2E_AXE_AFTER_EACH=0 turns off the automatic axe check (see fixtures.ts).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/** Debian Chromium only — Playwright must never download a browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH. Playwright browser downloads are not used in this project.',
  );
}

const externalBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
if (!externalBaseUrl && (!port || !dataDir)) {
  throw new Error(
    'E2E_PORT and E2E_DATA_DIR are not set: run the browser suite with `npm run test:e2e` ' +
      '(or set E2E_BASE_URL to test an already running server).',
  );
}
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
const isCI = process.env.CI === 'true' || process.env.CI === '1';
/** How long the server's realtime tokens last in this suite (realtime.spec.ts waits it out). */
export const REALTIME_TOKEN_LIFETIME_SECONDS = 4;

export default defineConfig({
  testDir: path.join(here, 'specs'),
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // 2-core machines: one server + two browsers is the sensible maximum.
  workers: Math.min(2, Number(process.env.E2E_WORKERS) || 2),
  reporter: [['list']],
  // Whole journeys (sign-up with argon2, several axe passes) run long on a 2-core machine under load,
  // where a lazy page can also take more than the default 5 s to appear; passing tests are not slowed.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  globalSetup: path.join(here, 'global-setup.ts'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // The production build started exactly like a user does (build if missing or
  // stale, migrate, load demo data, serve) on the port chosen by scripts/e2e.mjs.
  ...(externalBaseUrl
    ? {}
    : {
        webServer: {
          command: 'node scripts/start.mjs',
          cwd: repoRoot,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          // The first start may build the apps.
          timeout: 180_000,
          stdout: 'pipe',
          stderr: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
          env: {
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: String(dataDir),
            // Every request is logged to a file that scripts/e2e.mjs then searches for the suite's SSNs.
            LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
            LOG_FILE: path.join(String(dataDir), 'server.log'),
            // Realtime tokens last seconds instead of minutes, so a spec can see a socket reconnect after one expires.
            REALTIME_TOKEN_LIFETIME_SECONDS: String(REALTIME_TOKEN_LIFETIME_SECONDS),
          },
        },
      }),
});
