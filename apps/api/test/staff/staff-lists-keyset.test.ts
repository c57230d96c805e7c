import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { STAFF_APPLICATIONS_PAGE_SIZE } from '@portal/domain/constants/staff-application-list';
import { STAFF_LEASES_PAGE_SIZE } from '@portal/domain/constants/staff-leases';
import { LIST_CURSOR_INVALID } from '@portal/domain/schemas/list-cursor';
import { AUDIT_LOG_PAGE_SIZE } from '@portal/domain/schemas/staff-applications';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { unitId } from '../factories/transactions.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs, staffToken } from './staff-helpers.js';

/** More rows than two pages of each list, several sharing one sort value, as a busy import writes them. */
const APPLICATIONS = STAFF_APPLICATIONS_PAGE_SIZE * 2 + 7;
const LEASES = STAFF_LEASES_PAGE_SIZE * 2 + 9;
const AUDIT_ENTRIES = AUDIT_LOG_PAGE_SIZE * 2 + 3;

interface Page {
  results: Array<{ id: number }>;
  next: string | null;
  previous?: string | null;
  page?: number;
}

describeApi('keyset pages of the staff lists', (context) => {
  const db = () => context().database.db;
  let admin: string;
  let transactionId: number;

  const get = async (path: string): Promise<Page> => {
    const response = await getAs(context().app, admin, path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** Every page from `first` on, following `link` (next or previous) until it runs out. */
  async function walk(first: string, link: (page: Page) => string | null): Promise<Page[]> {
    const pages = [await get(first)];
    for (let cursor = link(pages[0] as Page); cursor; cursor = link(pages.at(-1) as Page)) {
      pages.push(await get(cursor));
    }
    return pages;
  }
  const idsOf = (pages: Page[]) => pages.flatMap((page) => page.results.map((row) => row.id));
  const column = async (query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id);

  beforeAll(async () => {
    admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const unit = await unitId(db(), '203');
    // Three rows a microsecond: the cursor must keep the database's precision, and break ties by id.
    const inserted = await column(sql`
      insert into lease_transactions (community_id, unit_id, type, status, created_at, updated_at)
      select u.community_id, u.id, 10, ${ApplicationStatus.Cancelled},
        timestamptz '2021-03-01 12:00:00.000001+00' + (n / 3) * interval '1 microsecond', now()
      from units u, generate_series(1, ${APPLICATIONS}) n where u.id = ${unit}
      returning id`);
    transactionId = inserted[0] as number;
    await db().execute(sql`
      insert into leases (community_id, unit_id, start_date, end_date, lease_term_months, monthly_rent_cents,
        monthly_items, deposits_held_cents, enable_self_service_renewals, status, created_at)
      select u.community_id, u.id, date '2031-01-01', date '2032-01-01' + (n / 4), 12, 150000,
        '[]'::jsonb, 0, true, 'current', now()
      from units u, generate_series(1, ${LEASES}) n where u.id = ${unit}`);
    await db().execute(sql`
      insert into audit_log (transaction_id, action, created_at)
      select ${transactionId}, 'test.entry', timestamptz '2021-03-02 00:00:00.5+00' + (n / 5) * interval '1 microsecond'
      from generate_series(1, ${AUDIT_ENTRIES}) n`);
  });

  it('walks the applications list by next and back by previous, page numbers and all, as newest first orders it', async () => {
    const filter = `/api/staff/applications/?community=maple-court&status=${ApplicationStatus.Cancelled}`;
    const expected = await column(sql`
      select lt.id from lease_transactions lt join communities c on c.id = lt.community_id
      where c.slug = 'maple-court' and lt.status = ${ApplicationStatus.Cancelled}
      order by lt.created_at desc, lt.id desc`);
    expect(expected.length).toBeGreaterThanOrEqual(APPLICATIONS);

    const forward = await walk(filter, (page) => (page.next ? `${filter}&after=${page.next}` : null));
    expect(idsOf(forward)).toEqual(expected);
    expect(forward.map((page) => page.page)).toEqual(forward.map((_, index) => index + 1));
    expect(forward[0]).toMatchObject({ previous: null, count: expected.length, count_exact: true });
    expect(forward.at(-1)?.next).toBeNull();
    // A page by number is the same page as the cursor reaches.
    expect((await get(`${filter}&page=2`)).results).toEqual(forward[1]?.results);

    const backward = await walk(`${filter}&after=${forward.at(-2)?.next}`, (page) =>
      page.previous ? `${filter}&before=${page.previous}` : null,
    );
    expect(idsOf(backward.slice().reverse())).toEqual(expected);
    expect(backward.at(-1)).toMatchObject({ page: 1, previous: null });
  });

  it('walks the leases list by next, the soonest ending first', async () => {
    const filter = '/api/staff/leases/?community=maple-court';
    const expected = await column(sql`
      select l.id from leases l join communities c on c.id = l.community_id
      where c.slug = 'maple-court' order by l.end_date, l.id`);
    const pages = await walk(filter, (page) => (page.next ? `${filter}&after=${page.next}` : null));
    expect(pages.length).toBeGreaterThan(2);
    expect(idsOf(pages)).toEqual(expected);
  });

  it("walks an application's audit log by next, oldest first", async () => {
    const path = `/api/staff/applications/${transactionId}/audit/`;
    const expected = await column(
      sql`select id from audit_log where transaction_id = ${transactionId} order by created_at, id`,
    );
    const pages = await walk(path, (page) => (page.next ? `${path}?after=${page.next}` : null));
    expect(pages).toHaveLength(3);
    expect(idsOf(pages)).toEqual(expected);
  });

  it.each([
    ['/api/staff/applications/?after=nonsense', 'after', LIST_CURSOR_INVALID],
    ['/api/staff/applications/?before=W10', 'before', LIST_CURSOR_INVALID],
    ['/api/staff/applications/?after=W10&before=W10', 'before', LIST_CURSOR_INVALID],
    ['/api/staff/leases/?after=WyJ4IiwxXQ', 'after', LIST_CURSOR_INVALID],
    [`/api/staff/applications/1/audit/?after=${'x'.repeat(300)}`, 'after', LIST_CURSOR_INVALID],
  ])('answers 400 for %s', async (path, field, message) => {
    const response = await getAs(context().app, admin, path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_type: 'ValidationError', errors: { [field]: [message] } });
  });

  it('refuses after and before together', async () => {
    const { next } = await get('/api/staff/applications/');
    const response = await getAs(
      context().app,
      admin,
      `/api/staff/applications/?after=${next}&before=${next}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.before).toEqual(['Give after or before, not both.']);
  });
});
