// What a browser fetches to show a route: every JS and CSS file requested from opening the page until
// the network is idle and the page shows its heading, each counted at its gzip -9 size (what a
// compressing server or CDN sends), in the system Chromium. Signed-out pages, an applicant's pages and
// the staff console, each in a fresh context. With them, how many zod schemas the page built: unlike its
// timings, that count is the same on every machine.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM_PATH, cookiesFor } from './browser.mjs';
import { cookieHeader, signedInLeaseTerms } from './lighthouse.mjs';

/** Issue 35: every route at most this much, with React itself. */
export const ROUTE_BUDGET_KIB = 160;

/** The demo leasing agent's session cookie, as a staff member's browser holds it. */
async function staffCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/communities/maple-court/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'leasing@maplecourt.example', password: 'LeasingDemo2026' }),
  });
  if (response.status !== 200) throw new Error(`bench: staff login answered ${response.status}`);
  return cookieHeader(response);
}

/**
 * Counts the zod schemas (and checks) a page builds: zod gives each new one its `_zod` internals with one
 * `Object.defineProperty` (zod/v4/core/core.js), whatever the minifier did to the names around it.
 */
function countZodSchemas() {
  const define = Object.defineProperty;
  globalThis.__zodSchemasBuilt = 0;
  Object.defineProperty = (target, key, descriptor) => {
    if (key === '_zod') globalThis.__zodSchemasBuilt += 1;
    return define(target, key, descriptor);
  };
}

async function weigh(browser, url, cookie) {
  const context = await browser.newContext();
  await context.addInitScript(countZodSchemas);
  // In the browser's cookie jar, as after signing in: the pages read the CSRF cookie for their POSTs.
  if (cookie) await context.addCookies(cookiesFor(url, cookie));
  const page = await context.newPage();
  const files = [];
  // The addresses only: a worker's script (the Intl warm-up) has no body left to read once the worker has
  // closed, so every file is read again, with the same cookies, once the page is done.
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.push(response.url());
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall quiet while the page still parses its first chunks: count
  // until its heading is shown and nothing more arrived for another second.
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1_000);
  // What arrives after the network was idle is not counted.
  page.off('response', onResponse);
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await (await context.request.get(file)).body(), { level: 9 }).length),
  );
  const schemas = await page.evaluate(() => globalThis.__zodSchemasBuilt);
  await context.close();
  return { files: sizes.length, kib: sizes.reduce((sum, size) => sum + size, 0) / 1024, schemas };
}

/** Each route's files and KiB (gzip -9) as the browser fetched them. */
export async function measureRouteWeights(baseUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: BROWSER_ARGS,
  });
  try {
    const applicant = await signedInLeaseTerms(baseUrl);
    const staff = await staffCookie(baseUrl);
    const routes = [
      ['/ (communities)', '/', null],
      ['/maple-court/welcome', '/maple-court/welcome', null],
      ['/maple-court/login', '/maple-court/login', null],
      ['/maple-court/signup', '/maple-court/signup', null],
      ['lease terms (applicant)', applicant.path, applicant.cookie],
      ['/maple-court/my-activity (applicant)', '/maple-court/my-activity', applicant.cookie],
      ['/maple-court/staff/applications (staff)', '/maple-court/staff/applications', staff],
    ];
    // Issue 38: the renters' routes again in Spanish, each Spanish catalog fetched in place of the English
    // one (the staff console stays English).
    const spanish = routes
      .filter(([name]) => !name.endsWith('(staff)'))
      .map(([name, path, cookie]) => [
        `${name} in Spanish`,
        `${path}${path.includes('?') ? '&' : '?'}lang=es`,
        cookie,
      ]);
    const results = [];
    for (const [name, path, cookie] of [...routes, ...spanish]) {
      results.push({ route: name, ...(await weigh(browser, `${baseUrl}${path}`, cookie)) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

// `node scripts/bench/route-weights.mjs http://127.0.0.1:3000` weighs a server already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  for (const row of await measureRouteWeights(baseUrl)) {
    const verdict = row.kib <= ROUTE_BUDGET_KIB ? 'PASS' : 'MISS';
    console.info(
      `${row.route.padEnd(42)} ${String(row.files).padStart(3)} files ${row.kib.toFixed(1).padStart(7)} KiB ${verdict} ${String(row.schemas).padStart(5)} zod schemas built`,
    );
  }
}
