// `npm run bench:volume -- --generate [--scale S]`: migrates the database `npm start` would open (DATABASE_URL,
// else the embedded one in DATA_DIR) as it does, then writes the two volume companies' portfolios by COPY.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../harness.mjs';

const dist = (module) => import(pathToFileURL(path.join(root, 'apps/api/dist', module)).href);

/** A progress bar on stderr, redrawn in place: company, communities written, rows, rows per second. */
function progressBar() {
  const started = performance.now();
  return ({ company, done, communities, rows }) => {
    const width = 30;
    const filled = Math.round((done / communities) * width);
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(rows / Math.max(seconds, 0.001));
    process.stderr.write(
      `\r${company.padEnd(14)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${communities} communities, ${rows.toLocaleString('en-US')} rows, ${rate.toLocaleString('en-US')} rows/s   `,
    );
    if (done === communities) process.stderr.write('\n');
  };
}

export async function generateVolume(scale) {
  const [{ readEnv }, { openConfiguredDatabase }, { prepareDatabase }, { loadVolumePortfolios }] =
    await Promise.all([
      dist('env.js'),
      dist('operator-setup.js'),
      dist('prepare-database.js'),
      dist('services/demo-data/portfolio/volume-portfolio.js'),
    ]);
  const env = readEnv();
  const database = await openConfiguredDatabase(env);
  try {
    await prepareDatabase(database, { demoData: env.DEMO_DATA });
    const started = performance.now();
    const loaded = await loadVolumePortfolios(database, scale, progressBar());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      loaded.length
        ? `bench:volume: generated ${loaded.join(' and ')} at scale ${scale} on ${database.kind} in ${seconds} s`
        : 'bench:volume: both volume companies are already there; nothing generated',
    );
  } finally {
    await database.close();
  }
}
