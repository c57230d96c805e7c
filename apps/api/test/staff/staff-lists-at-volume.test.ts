import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { encodeListCursor } from '@portal/domain/schemas/list-cursor';
import {
  auditLogQuerySchema,
  staffApplicationListQuerySchema,
} from '@portal/domain/schemas/staff-applications';
import { staffLeaseListQuerySchema } from '@portal/domain/schemas/staff-leases';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { loadDemoData } from '../../src/services/demo-data/load-demo-data.js';
import { listStaffLeases } from '../../src/services/leases/staff-leases.js';
import type { SignedInSession } from '../../src/services/sessions/sessions.js';
import { applicationAudit } from '../../src/services/staff/application-audit.js';
import {
  listStaffApplications,
  STAFF_APPLICATIONS_COUNT_LIMIT,
} from '../../src/services/staff/list-applications.js';
import { TestClock } from '../support/test-clock.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database.js';

/**
 * Tables that grow with a portfolio: a plan reading one of them whole does not scale. (A page's hundred
 * lease residents are read by a scan of the 10,000 here, which the planner rightly finds cheaper than
 * a hundred index look-ups at this size; the list's own reads are what this test is about.)
 */
const LARGE_TABLES = ['lease_transactions', 'users', 'applicants', 'units', 'audit_log', 'leases'];
const COMMUNITIES = 60;
const UNITS = 20_000;
const APPLICATIONS = 25_000;
const AUDIT_ENTRIES = 60_000;
const LEASES = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Fills the demo's two companies to tens of thousands of rows (sixty communities more, cloned from the
 * demo's whatever columns they have), so the planner, after ANALYZE, chooses as it would at volume.
 */
async function fillPortfolio(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into communities
    select (jsonb_populate_record(null::communities, to_jsonb(c) || jsonb_build_object(
      'id', nextval(pg_get_serial_sequence('communities', 'id')),
      'slug', 'volume-' || n, 'display_name', 'Volume ' || n))).*
    from communities c, generate_series(1, ${COMMUNITIES}) n
    where c.slug = case when n % 2 = 0 then 'maple-court' else 'cedar-point' end`);
  await pool.query(`
    insert into units (community_id, unit_number, layout, bedrooms, bathrooms, sqft, base_rent_cents, available_from)
    select c.id, 'V' || n, '1 Bedroom', 1, 1, 700, 150000, date '2026-01-01'
    from generate_series(1, ${UNITS}) n
    join communities c on c.slug = 'volume-' || (1 + n % ${COMMUNITIES})`);
  // Last names from three syllables: a thousand of them, each shared by a few dozen people.
  await pool.query(`
    insert into users (community_id, email, first_name, last_name)
    select u.community_id, 'person' || n || '@volume.example',
      (array['Avery','Jordan','Casey','Riley','Morgan','Quinn','Harper','Rowan'])[1 + n % 8],
      initcap((array['ka','lo','mi','ne','su','ta','vo','ri','de','ba'])[1 + n % 10]
        || (array['ro','va','li','no','te','sa','mu','ke','di','po'])[1 + (n / 10) % 10]
        || (array['vic','son','ford','ley','man','berg','ton','well','ard','ez'])[1 + (n / 100) % 10])
    from generate_series(1, ${APPLICATIONS}) n
    join units u on u.unit_number = 'V' || (1 + n % ${UNITS})`);
  await pool.query(`
    insert into lease_transactions (community_id, unit_id, type, status, created_at, updated_at)
    select u.community_id, u.id, 10,
      (array[${Object.values(ApplicationStatus).join(',')}])[1 + n % ${Object.values(ApplicationStatus).length}],
      timestamptz '2023-01-01' + n * interval '37 minutes', now()
    from generate_series(1, ${APPLICATIONS}) n
    join units u on u.unit_number = 'V' || (1 + n % ${UNITS})`);
  await pool.query(`
    insert into applicants (lease_transaction_id, user_id, role, created_at)
    select t.id, p.id, 1, t.created_at
    from (select id, created_at, row_number() over (order by id) n from lease_transactions) t
    join (select id, row_number() over (order by id) n from users where email like '%@volume.example') p
      on p.n = t.n`);
  await pool.query(`
    insert into audit_log (transaction_id, action, created_at)
    select (select min(id) from lease_transactions) + n % ${APPLICATIONS}, 'volume.entry',
      timestamptz '2023-01-01' + n * interval '11 minutes'
    from generate_series(1, ${AUDIT_ENTRIES}) n`);
  await pool.query(`
    insert into leases (community_id, unit_id, start_date, end_date, lease_term_months, monthly_rent_cents,
      monthly_items, deposits_held_cents, enable_self_service_renewals, status, created_at)
    select u.community_id, u.id, date '2025-01-01' + n % 700, date '2026-01-01' + n % 700, 12, 150000,
      '[]'::jsonb, 0, true, (array['current','renewed','month_to_month','notice_given','ended'])[1 + n % 5], now()
    from generate_series(1, ${LEASES}) n
    join units u on u.unit_number = 'V' || (1 + n % ${UNITS})`);
  await pool.query(`
    insert into lease_residents (lease_id, user_id, role)
    select l.id, p.id, 1
    from (select id, row_number() over (order by id) n from leases) l
    join (select id, row_number() over (order by id) n from users where email like '%@volume.example') p
      on p.n = l.n`);
  // ANALYZE and no VACUUM, as after a bulk write that autovacuum has not reached yet (the embedded database
  // has none): the trigram indexes' small pending lists keep their searches on them (migration 0038).
  await pool.query(
    'analyze communities, units, users, lease_transactions, applicants, audit_log, leases, lease_residents',
  );
}

// EXPLAIN at volume needs PostgreSQL's planner and statistics; the embedded database is checked for the
// same answers by the lists' own suites.
describe.runIf(databaseKinds.includes('postgres'))('the staff lists at volume (PostgreSQL)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let context: AppContext;
  const issued: Array<{ text: string; params: unknown[] }> = [];
  const sessionOf = (userId: number) => ({ kind: 'user', userId }) as SignedInSession;
  let admin: SignedInSession;
  let agent: SignedInSession;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const clock = new TestClock();
    await loadDemoData(database.handle.db, await readDemoFixture(), clock);
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
    await fillPortfolio(pool);
    const db = drizzle(pool, {
      logger: { logQuery: (text, params) => issued.push({ text, params }) },
    });
    context = { db, clock } as unknown as AppContext;
    const staffId = async (email: string) =>
      (await pool.query('select id from users where email = $1 and community_id is null', [email])).rows[0]
        .id;
    admin = sessionOf(await staffId('admin@harbormain.example'));
    agent = sessionOf(await staffId('leasing@maplecourt.example'));
  }, 180_000);
  afterAll(async () => {
    await pool?.end();
    await database?.dispose();
  });

  /** Runs `read`, then EXPLAINs every query it issued: the plan nodes of them all. */
  async function plansOf(read: () => Promise<unknown>): Promise<PlanNode[]> {
    issued.length = 0;
    await read();
    const nodes: PlanNode[] = [];
    for (const { text, params } of issued.splice(0)) {
      const { rows } = await pool.query(`explain (format json) ${text}`, params);
      nodes.push(...nodesOf(rows[0]['QUERY PLAN'][0].Plan));
    }
    return nodes;
  }
  const seqScansOfLargeTables = (nodes: PlanNode[]) =>
    nodes
      .filter(
        (node) => node['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(node['Relation Name'] ?? ''),
      )
      .map((node) => node['Relation Name']);
  const indexesUsed = (nodes: PlanNode[]) => nodes.flatMap((node) => node['Index Name'] ?? []);
  const applications = (session: SignedInSession, query: Record<string, string>) =>
    listStaffApplications(context, session, staffApplicationListQuerySchema.parse(query));

  it('reads the first page, a filtered page and a deep keyset page through the list indexes', async () => {
    const [deep] = (
      await pool.query(`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') moment, id
        from lease_transactions order by created_at desc, id desc offset 20000 limit 1`)
    ).rows;
    const after = encodeListCursor([1500, deep.moment, deep.id]);
    const volume = (await pool.query(`select id from communities where slug = 'volume-2'`)).rows[0].id;

    for (const [session, query] of [
      [admin, {}],
      [agent, {}],
      [admin, { community: String(volume), status: String(ApplicationStatus.Submitted) }],
      [admin, { status: String(ApplicationStatus.Approved) }],
      [admin, { after }],
      [admin, { after, community: String(volume) }],
    ] as const) {
      const nodes = await plansOf(() => applications(session, query));
      expect(seqScansOfLargeTables(nodes), JSON.stringify(query)).toEqual([]);
      expect(
        indexesUsed(nodes).some((name) => name.startsWith('lease_transactions_')),
        JSON.stringify(query),
      ).toBe(true);
    }
    const firstPage = await applications(admin, {});
    expect(firstPage).toMatchObject({ count: STAFF_APPLICATIONS_COUNT_LIMIT, count_exact: false });
    expect((await applications(admin, { after })).page).toBe(1500);
  });

  it('searches names, e-mail prefixes and unit numbers through the trigram indexes', async () => {
    // Searches that find a few dozen households. One of a letter or two that a tenth of the company
    // matches reads in proportion to its matches, as the planner then prefers (docs/decisions/0037).
    for (const q of ['Kalovic', 'person123', 'V1234', 'Avery Kalovic']) {
      const nodes = await plansOf(() => applications(admin, { q }));
      expect(seqScansOfLargeTables(nodes), q).toEqual([]);
      expect(indexesUsed(nodes), q).toEqual(
        expect.arrayContaining(['users_search_trgm_idx', 'units_search_trgm_idx']),
      );
    }
    const [someone] = (
      await pool.query(`
        select u.email from users u join communities c on c.id = u.community_id
        where u.email like '%@volume.example' and c.company_id = (
          select company_id from communities where slug = 'maple-court')
        limit 1`)
    ).rows;
    const found = await applications(admin, { q: someone.email });
    expect(found.results).toHaveLength(1);
    expect((await applications(admin, { q: 'V1234' })).results.length).toBeGreaterThan(0);
  });

  it('searches unit numbers through their trigram index, not by reading every unit', async () => {
    // Units V1..V20000: a whole number, its digits and three digits each find a few dozen units at most.
    for (const q of ['V1234', '1234', '407']) {
      const nodes = await plansOf(() => applications(admin, { q }));
      expect(seqScansOfLargeTables(nodes), q).toEqual([]);
      expect(indexesUsed(nodes), q).toContain('units_search_trgm_idx');
    }
    // Digits are in e-mails too ("person1234@"); "V" only in unit numbers.
    const found = await applications(admin, { q: 'v1234' });
    expect(found.results.length).toBeGreaterThan(0);
    const unitNumbers = found.results.map((result) => result.unit.unit_number);
    expect(unitNumbers.filter((unitNumber) => !/^V1234\d?$/.test(unitNumber))).toEqual([]);
  });

  it("reads the leases list and an application's audit log through their indexes", async () => {
    const [leasePage] = [await listStaffLeases(context, admin, staffLeaseListQuerySchema.parse({}))];
    for (const query of [
      {},
      { filter: 'ending_soon' },
      { filter: 'notice_given' },
      { after: leasePage.next },
    ]) {
      const nodes = await plansOf(() =>
        listStaffLeases(context, admin, staffLeaseListQuerySchema.parse(query)),
      );
      expect(seqScansOfLargeTables(nodes), JSON.stringify(query)).toEqual([]);
    }
    const [{ id: audited }] = (
      await pool.query(`
        select a.transaction_id id from audit_log a
        join lease_transactions t on t.id = a.transaction_id
        join communities c on c.id = t.community_id
        where c.company_id = (select company_id from communities where slug = 'maple-court')
        limit 1`)
    ).rows;
    const firstEntries = await applicationAudit(context, admin, audited, undefined);
    const { after } = auditLogQuerySchema.parse({ after: firstEntries.next ?? undefined });
    const nodes = await plansOf(() => applicationAudit(context, admin, audited, after));
    expect(seqScansOfLargeTables(nodes)).toEqual([]);
  });
});
