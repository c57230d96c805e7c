import { type BulkSession, inBulkTransaction } from '../../../db/bulk-copy.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { generatePortfolio, type PortfolioOptions } from './generate-portfolio.js';

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

/**
 * Writes one company's portfolio in one transaction, by COPY, chunk after chunk, then moves each table's id
 * sequence past the ids it generated. A company whose key is already there is left as it is: false.
 */
export async function loadPortfolio(
  handle: DatabaseHandle,
  options: Omit<PortfolioOptions, 'idsAfter'>,
  onProgress: PortfolioProgress = () => undefined,
): Promise<boolean> {
  const loaded = await inBulkTransaction(handle, async (session) => {
    const key = options.plan.key.replace(/'/g, "''");
    if ((await session.query(`select 1 from companies where key = '${key}'`)).length) return false;
    // The generated rows reference only rows generated before them (row-buffer.ts, tested): a superuser's
    // load skips the per-row foreign-key triggers, which cost most of its time. Anyone else's load checks.
    if (handle.kind === 'postgres')
      await session.query(
        "select set_config('session_replication_role', 'replica', true) where (select rolsuper from pg_roles where rolname = current_user)",
      );
    // Nobody else may take ids while the generated ones are being written.
    await session.query(
      `lock table ${serialTables.map((table) => `"${table}"`).join(', ')} in exclusive mode`,
    );
    let rows = 0;
    const chunks = generatePortfolio({ ...options, idsAfter: await highestIds(session) });
    for (const chunk of chunks) {
      for (const { table, rows: tableRows } of chunk.rows.drain()) {
        await session.copy(table, tableRows);
        rows += tableRows.length;
      }
      onProgress({ company: options.plan.key, done: chunk.done, communities: chunk.communities, rows });
    }
    for (const [table, id] of Object.entries(await highestIds(session)))
      if (id > 0) await session.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), ${id})`);
    return true;
  });
  if (loaded) await inBulkTransaction(handle, (session) => session.query('analyze'));
  return loaded;
}
