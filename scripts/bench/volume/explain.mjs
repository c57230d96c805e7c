// The staff list's own SQL, as the service sends it (captured at the driver), run under EXPLAIN: the plans
// printed show whether every read goes through an index at volume.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../harness.mjs';

const dist = (module) => import(pathToFileURL(path.join(root, 'apps/api/dist', module)).href);
const LARGE_TABLES = ['lease_transactions', 'users', 'applicants', 'units', 'audit_log', 'leases'];

/** Runs `work` while recording each statement the driver is handed: [{ text, values }]. */
async function capturing(driver, work) {
  const statements = [];
  const query = driver.query;
  driver.query = function (config, values, ...rest) {
    if (typeof config === 'string') statements.push({ text: config, values: values ?? [] });
    else if (config?.text) statements.push({ text: config.text, values: config.values ?? values ?? [] });
    return query.call(this, config, values, ...rest);
  };
  try {
    await work();
  } finally {
    driver.query = query;
  }
  return statements;
}

/** EXPLAIN of every statement the staff list makes for `listQuery`, as `userId` (a staff member). */
export async function explainStaffList(database, userId, listQuery) {
  const { listStaffApplications } = await dist('services/staff/list-applications.js');
  const { staffApplicationListQuerySchema } = await import(
    pathToFileURL(path.join(root, 'packages/domain/dist/schemas/staff-applications.js')).href
  );
  const driver = database.db.$client;
  const session = { id: 0, userId, communityId: null, kind: 'user', impersonatorUserId: null };
  const clock = { now: () => new Date() };
  const query = staffApplicationListQuerySchema.parse(listQuery);
  const statements = await capturing(driver, () =>
    listStaffApplications({ db: database.db, clock }, session, query),
  );
  const plans = [];
  for (const { text, values } of statements.filter((statement) => /^select/i.test(statement.text))) {
    const result = await driver.query(`explain ${text}`, values);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    const seqScans = LARGE_TABLES.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
    plans.push({ text, plan, seqScans });
  }
  return plans;
}
