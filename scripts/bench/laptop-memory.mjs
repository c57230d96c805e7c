// The laptop case of `npm start`: the server's resident memory once it is ready on a new DATA_DIR
// (it creates the embedded database, migrates and loads the demo) and once more on the next start.
import { freePort, pass, rssOf, startApi, stopChild, table } from './harness.mjs';

export const LAPTOP_RSS_TARGET_MB = 400;
/** Long enough for the start-up's garbage to be collected and the first background rounds to run. */
const SETTLE_MS = 5_000;

async function startAndMeasure(label, env, dataDir) {
  const port = await freePort();
  const started = performance.now();
  // As `npm start` runs it (scripts/start.mjs): the demo communities come with their applications.
  const server = await startApi(label, port, { DEMO_APPLICATIONS: 'true', ...env, DATA_DIR: dataDir });
  const readySeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rssMb = (rssOf(server.pid) ?? Number.NaN) / 1024 / 1024;
  await stopChild(server);
  return { label, readySeconds, rssMb };
}

export async function measureLaptopMemory(env, dataDir) {
  return [
    await startAndMeasure('first start (new DATA_DIR)', env, dataDir),
    await startAndMeasure('next start', env, dataDir),
  ];
}

export function laptopMemoryReport(results) {
  console.info('\nLaptop memory: the embedded database with the demo, the server process alone');
  console.info(
    table(
      [
        'start',
        'ready after (s)',
        `RSS ${SETTLE_MS / 1000} s after ready (MB)`,
        `< ${LAPTOP_RSS_TARGET_MB} MB`,
      ],
      results.map((result) => [
        result.label,
        result.readySeconds.toFixed(1),
        Number.isNaN(result.rssMb) ? 'n/a (no /proc)' : result.rssMb.toFixed(0),
        Number.isNaN(result.rssMb) ? 'n/a' : pass(result.rssMb < LAPTOP_RSS_TARGET_MB),
      ]),
    ),
  );
}
