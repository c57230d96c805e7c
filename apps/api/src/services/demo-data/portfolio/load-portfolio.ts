import { getTableName } from 'drizzle-orm';
import { type BulkSession, inBulkTransaction } from '../../../db/bulk-copy.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { generatePortfolio, type PortfolioChunk, type PortfolioOptions } from './generate-portfolio.js';

/** Every table the portfolio writes whose id is a serial: generated ids continue after what they hold. */
const serialTables = [
  'companies',
  'users',
  'staff_members',
  'communities',
  'lease_term_prices',
  'rental_options',
  'fees',
  'concessions',
  'vacate_reasons',
  'units',
  'lease_transactions',
  'applicants',
  'invitees',
  'transaction_events',
  'terms_acceptances',
  'screenings',
  'screening_results',
  'identity_verifications',
  'applicant_employers',
  'financial_sources',
  'payment_intents',
  'payments',
  'payment_line_items',
  'application_decisions',
  'criminal_review_letters',
  'lease_documents',
  'document_signers',
  'leases',
  'lease_residents',
  'vacate_notices',
  'audit_log',
];

async function highestIds(session: BulkSession): Promise<Record<string, number>> {
  const [row] = await session.query(
    `select ${serialTables.map((table) => `(select coalesce(max(id), 0) from "${table}") as "${table}"`).join(', ')}`,
  );
  return Object.fromEntries(serialTables.map((table) => [table, Number(row?.[table] ?? 0)]));
}

export type PortfolioProgress = (progress: {
  company: string;
  done: number;
  communities: number;
  rows: number;
}) => void;

/** The rows to write, made once the ids already taken are known. */
export type GenerateRows = (idsAfter: Record<string, number>) => Iterable<PortfolioChunk>;

/**
 * Writes generated rows in one transaction, by COPY, chunk after chunk, then moves each table's id sequence
 * past the ids it generated. `prepare` looks at the database first, under the lock, and answers what to
 * generate, or null when there is nothing to write: false then.
 */
export async function writeGenerated(
  handle: DatabaseHandle,
  prepare: (session: BulkSession) => Promise<GenerateRows | null>,
  onChunk: (chunk: PortfolioChunk, rows: number) => void = () => undefined,
): Promise<boolean> {
  const writtenTables = new Set<string>();
  const written = await inBulkTransaction(handle, async (session) => {
    // Nobody else may take ids while the generated ones are being written.
    await session.query(
      `lock table ${serialTables.map((table) => `"${table}"`).join(', ')} in exclusive mode`,
    );
    const generate = await prepare(session);
    if (!generate) return false;
    // The generated rows reference only rows generated before them or already there (row-buffer.ts,
    // tested): a superuser's load (PGlite's always is) skips the per-row foreign-key and change-notice
    // triggers, which cost most of its time; no cache holds rows that are only now being written.
    // Anyone else's load checks.
    await session.query(
      "select set_config('session_replication_role', 'replica', true) where (select rolsuper from pg_roles where rolname = current_user)",
    );
    let rows = 0;
    for (const chunk of generate(await highestIds(session))) {
      for (const { table, rows: tableRows } of chunk.rows.drain()) {
        await session.copy(table, tableRows);
        writtenTables.add(getTableName(table));
        rows += tableRows.length;
      }
      onChunk(chunk, rows);
    }
    for (const [table, id] of Object.entries(await highestIds(session)))
      if (id > 0) await session.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), ${id})`);
    return true;
  });
  // The planner's statistics, for the tables written only: the whole database's take seconds on PGlite.
  if (written)
    await inBulkTransaction(handle, (session) =>
      session.query(`analyze ${[...writtenTables].map((table) => `"${table}"`).join(', ')}`),
    );
  return written;
}

/** One company's portfolio, written by `writeGenerated`. A company whose key is already there is left as it is: false. */
export function loadPortfolio(
  handle: DatabaseHandle,
  options: Omit<PortfolioOptions, 'idsAfter'>,
  onProgress: PortfolioProgress = () => undefined,
): Promise<boolean> {
  const key = options.plan.key.replace(/'/g, "''");
  return writeGenerated(
    handle,
    async (session) =>
      (await session.query(`select 1 from companies where key = '${key}'`)).length
        ? null
        : (idsAfter) => generatePortfolio({ ...options, idsAfter }),
    (chunk, rows) =>
      onProgress({ company: options.plan.key, done: chunk.done, communities: chunk.communities, rows }),
  );
}
