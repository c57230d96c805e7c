// The operators' CSV import at volume (issue 40: 10,000 units in under 10 s), through the real endpoint as
// the volume admin. The units go to a community of their own, unpublished, so the measured communities
// keep their size: the first run creates the 10,000 units, a later one updates them (the reply says which).
import { callApi as call } from '../harness.mjs';

export const UNIT_IMPORT_COUNT = 10_000;
export const UNIT_IMPORT_TARGET_MS = 10_000;
const SLUG = 'bench-units-import';

/** The import's CSV: the header and first unit of `template` (an export), the unit 10,000 times renumbered. */
function unitsCsv(template) {
  const [header, first] = template.trim().split(/\r?\n/);
  if (!first) throw new Error('bench:volume: the template community exports no unit');
  const rest = first.slice(first.indexOf(','));
  const lines = Array.from(
    { length: UNIT_IMPORT_COUNT },
    (_, index) => `IMP-${String(index + 1).padStart(5, '0')}${rest}`,
  );
  return [header, ...lines].join('\r\n');
}

/** The community the units go to, made from `templateSlug`'s settings the first time. */
async function importCommunity(baseUrl, token, templateSlug) {
  const { results } = await call(baseUrl, 'GET', '/api/admin/communities/', token);
  if (results.some((community) => community.slug === SLUG)) return;
  const definition = await call(baseUrl, 'GET', `/api/admin/communities/${templateSlug}/export/`, token);
  await call(baseUrl, 'POST', '/api/admin/communities/', token, {
    ...definition,
    slug: SLUG,
    display_name: 'Units import (bench)',
    units: [],
  });
}

/** Times one POST of the 10,000-unit CSV; the reply's counts come back with the time. */
export async function measureUnitImport(baseUrl, token, templateSlug) {
  await importCommunity(baseUrl, token, templateSlug);
  const exported = await fetch(`${baseUrl}/api/admin/communities/${templateSlug}/units/export/`, {
    headers: { authorization: `Token ${token}` },
  });
  if (!exported.ok) throw new Error(`bench:volume: the units export answered ${exported.status}`);
  const csv = unitsCsv(await exported.text());
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/communities/${SLUG}/units/import/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  const reply = await res.text();
  const ms = performance.now() - started;
  if (!res.ok)
    throw new Error(`bench:volume: the units import answered ${res.status}: ${reply.slice(0, 300)}`);
  const { created, updated } = JSON.parse(reply);
  return { ms, created, updated, bytes: Buffer.byteLength(csv) };
}

/** The report's line for it. */
export function unitImportReport({ ms, created, updated, bytes }) {
  const verdict = ms < UNIT_IMPORT_TARGET_MS ? 'PASS' : 'MISS';
  return (
    `CSV import of ${UNIT_IMPORT_COUNT.toLocaleString('en-US')} units (${(bytes / 1024).toFixed(0)} KiB, ` +
    `POST /api/admin/communities/${SLUG}/units/import/ as admin@volume.example; ${created.toLocaleString('en-US')} ` +
    `created, ${updated.toLocaleString('en-US')} updated): ${(ms / 1000).toFixed(2)} s, target < ` +
    `${UNIT_IMPORT_TARGET_MS / 1000} s: ${verdict}.`
  );
}
