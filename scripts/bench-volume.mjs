#!/usr/bin/env node
// `npm run bench:volume`: the portal at the size of a real property company (issue 40).
//   --generate [--scale S]  fills the database of DATABASE_URL (else the embedded one in DATA_DIR) with two
//                           companies' portfolios at scale S (1 = 300 communities, 60,000 units, 250,000
//                           applications, 40,000 leases, 3,000,000 audit rows each; default 0.01);
//   (no option)             measures the staff reads, the rounds and the memory on that database and records
//                           the table in docs/benchmarks.md ("At volume"). See docs/benchmarks.md.
import { parseArgs } from 'node:util';
import { ensureProductionBuild } from './bench/harness.mjs';
import { generateVolume } from './bench/volume/generate.mjs';
import { measureVolume } from './bench/volume/measure.mjs';

const { values } = parseArgs({
  options: { generate: { type: 'boolean', default: false }, scale: { type: 'string', default: '0.01' } },
});
const scale = Number(values.scale);
if (!(scale > 0)) {
  console.error(`bench:volume: --scale must be a positive number, not ${values.scale}`);
  process.exit(1);
}
await ensureProductionBuild('bench:volume');
if (values.generate) await generateVolume(scale);
else await measureVolume();
