import type { DatabaseHandle } from '../../../db/client.js';
import { hashPassword } from '../../../lib/passwords.js';
import { readDemoFixture } from '../demo-fixture.js';
import type { CompanyPlan } from './company-rows.js';
import { loadPortfolio, type PortfolioProgress } from './load-portfolio.js';

/** Every volume account's password: the staff's (issue 40) and, for the bench, every applicant's. */
export const VOLUME_PASSWORD = 'VolumeDemo2026';

/** The company measured, and a second of the same size that proves its data stays apart. */
export const volumeCompanies: readonly (CompanyPlan & { seed: number })[] = [
  { key: 'volume', name: 'Volume Residential', staffDomain: 'volume.example', slugPrefix: 'vol', seed: 40 },
  {
    key: 'volume-second',
    name: 'Second Volume Living',
    staffDomain: 'second.volume.example',
    slugPrefix: 'vol2',
    seed: 41,
  },
];

/** Both volume companies at `scale` (already there: left alone); the names of those it wrote. */
export async function loadVolumePortfolios(
  handle: DatabaseHandle,
  scale: number,
  onProgress?: PortfolioProgress,
): Promise<string[]> {
  const fixture = await readDemoFixture();
  const template = fixture.communities[0];
  if (!template) throw new Error('The demo fixture has no community to copy prices from');
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const loaded: string[] = [];
  for (const { seed, ...plan } of volumeCompanies)
    if (await loadPortfolio(handle, { scale, seed, plan, template, today, passwordHash }, onProgress))
      loaded.push(plan.key);
  return loaded;
}
