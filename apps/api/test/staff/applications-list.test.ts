import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { STAFF_APPLICATIONS_PAGE_SIZE } from '@portal/domain/constants/staff-application-list';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { leaseTransactions, transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { type StartedApplication, startApplicationFor, unitId } from '../factories/transactions.js';
import { registrationFor, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs, staffToken } from './staff-helpers.js';

const LIST = '/api/staff/applications/';

describeApi('GET /api/staff/applications/', (context) => {
  const db = () => context().database.db;
  let admin: string;
  let agent: string;
  let cedarManager: string;
  let maple: StartedApplication;
  let lakeside: StartedApplication;
  let cedar: StartedApplication;

  /** A household at `community` whose primary applicant is called `lastName`. */
  async function applyAs(
    lastName: string,
    unitNumber: string,
    community: string,
  ): Promise<StartedApplication> {
    const { app } = context();
    const user = await signUp(app, registrationFor({ last_name: lastName }), community);
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: withToken(user.token),
      payload: { unit_id: await unitId(db(), unitNumber) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { user, transactionId: response.json().id, applicantId: response.json().applicant.id };
  }

  /** Submitted `daysAgo` (plus a few minutes) and now in `status`. */
  async function markSubmitted(
    { transactionId, applicantId }: StartedApplication,
    status: number,
    daysAgo: number,
  ) {
    await db().update(leaseTransactions).set({ status }).where(eq(leaseTransactions.id, transactionId));
    await db()
      .insert(transactionEvents)
      .values({
        leaseTransactionId: transactionId,
        applicantId,
        event: TransactionStep.Submitted,
        createdAt: new Date(context().clock.now().getTime() - (daysAgo * 24 * 60 + 5) * 60_000),
      });
  }

  beforeAll(async () => {
    const { app } = context();
    admin = await staffToken(app, DEMO_STAFF.harborAdmin);
    agent = await staffToken(app, DEMO_STAFF.mapleCourtAgent);
    cedarManager = await staffToken(app, DEMO_STAFF.cedarPointManager);
    maple = await applyAs('Okafor', '102', 'maple-court');
    lakeside = await applyAs('Lindqvist', 'L1', 'lakeside-lofts');
    cedar = await applyAs('Brightwater', 'C1', 'cedar-point');
  });

  const list = (token: string | null, query = '') => getAs(context().app, token, `${LIST}${query}`);
  const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((row) => row.id);

  it("lists the company's applications in all its communities, newest first, and none of another company's", async () => {
    const response = await list(admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toContain(maple.transactionId);
    expect(idsOf(body)).toContain(lakeside.transactionId);
    expect(idsOf(body)).not.toContain(cedar.transactionId);
    expect(idsOf(body).indexOf(lakeside.transactionId)).toBeLessThan(
      idsOf(body).indexOf(maple.transactionId),
    );
    expect(body).toMatchObject({ page: 1, page_size: STAFF_APPLICATIONS_PAGE_SIZE });
    expect(body.communities).toEqual([
      { slug: 'bayview-terrace', display_name: 'Bayview Terrace' },
      { slug: 'lakeside-lofts', display_name: 'Lakeside Lofts' },
      { slug: 'maple-court', display_name: 'Maple Court Apartments' },
      { slug: 'prospect-row', display_name: 'Prospect Row' },
    ]);
    expect(body.results.find((row: { id: number }) => row.id === maple.transactionId)).toEqual({
      id: maple.transactionId,
      community: { slug: 'maple-court', display_name: 'Maple Court Apartments' },
      household: [{ name: 'Avery Okafor', role: 'primary_applicant', language: 'en' }],
      unit: { id: await unitId(db(), '102'), unit_number: '102' },
      move_in_date: null,
      monthly_rent_cents: expect.any(Number),
      type: 10,
      type_label: 'Application',
      status: ApplicationStatus.InProgress,
      status_label: 'In Progress',
      submitted_at: null,
      days_waiting: null,
    });

    const other = (await list(cedarManager)).json();
    expect(idsOf(other)).toEqual([cedar.transactionId]);
  });

  it('shows a leasing agent the applications of the communities they work in only', async () => {
    const body = (await list(agent)).json();
    expect(idsOf(body)).toContain(maple.transactionId);
    expect(idsOf(body)).not.toContain(lakeside.transactionId);
    expect(body.communities).toEqual([{ slug: 'maple-court', display_name: 'Maple Court Apartments' }]);
    expect((await list(agent, '?community=lakeside-lofts')).statusCode).toBe(404);
    expect(
      (await getAs(context().app, agent, `/api/staff/applications/${lakeside.transactionId}/`)).statusCode,
    ).toBe(404);
  });

  it('filters by community (slug or id), by status, and searches names, e-mails and unit numbers', async () => {
    expect(idsOf((await list(admin, '?community=lakeside-lofts')).json())).toEqual([lakeside.transactionId]);
    const mapleCourtOnly = idsOf((await list(admin, '?community=maple-court')).json());
    expect(mapleCourtOnly).toContain(maple.transactionId);
    expect(mapleCourtOnly).not.toContain(lakeside.transactionId);

    expect(idsOf((await list(admin, '?q=okaf')).json())).toEqual([maple.transactionId]);
    expect(idsOf((await list(admin, '?q=Avery%20Lindq')).json())).toEqual([lakeside.transactionId]);
    expect(
      idsOf((await list(admin, `?q=${encodeURIComponent(maple.user.email.toUpperCase())}`)).json()),
    ).toEqual([maple.transactionId]);
    expect(idsOf((await list(admin, '?q=L1')).json())).toContain(lakeside.transactionId);
    // A LIKE wildcard typed into the search is a plain character, not "anything".
    expect((await list(admin, '?q=%25')).json().results).toEqual([]);
    // Searching for another company's applicant finds nothing.
    expect((await list(admin, '?q=Brightwater')).json()).toMatchObject({ count: 0, results: [] });

    await markSubmitted(maple, ApplicationStatus.PendingCriminalReview, 3);
    const held = (await list(admin, `?status=${ApplicationStatus.PendingCriminalReview}`)).json();
    expect(idsOf(held)).toEqual([maple.transactionId]);
    expect(held.results[0]).toMatchObject({
      status_label: 'Pending Criminal Review',
      days_waiting: 3,
      submitted_at: expect.any(String),
    });
    // A decided application waits for nobody.
    await markSubmitted(lakeside, ApplicationStatus.Approved, 1);
    expect((await list(admin, `?status=${ApplicationStatus.Approved}`)).json().results).toMatchObject([
      { id: lakeside.transactionId, status_label: 'Approved', days_waiting: null },
    ]);
  });

  it('pages through the results and says how many there are past the last page', async () => {
    const extra: number[] = [];
    for (let index = 0; index < STAFF_APPLICATIONS_PAGE_SIZE; index += 1) {
      extra.push((await startApplicationFor(context().app, db(), '203')).transactionId);
    }
    const first = (await list(agent, '?community=maple-court')).json();
    const second = (await list(agent, '?community=maple-court&page=2')).json();
    expect(first.results).toHaveLength(STAFF_APPLICATIONS_PAGE_SIZE);
    expect(first.count).toBeGreaterThan(STAFF_APPLICATIONS_PAGE_SIZE);
    expect(second.count).toBe(first.count);
    expect(idsOf(first)).toEqual(extra.slice().reverse());
    expect(idsOf(second)).toContain(maple.transactionId);
    const beyond = (await list(agent, '?community=maple-court&page=99')).json();
    expect(beyond).toMatchObject({ page: 99, results: [], count: first.count });
  });

  it.each([
    ['?status=abc', 'status', 'Choose a status from the list.'],
    ['?status=999', 'status', 'Choose a status from the list.'],
    ['?page=0', 'page', 'Pages are numbered from 1.'],
    ['?page=-1', 'page', 'Pages are numbered from 1.'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Please search with at most 100 characters.'],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await list(agent, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_type: 'ValidationError', errors: { [field]: [message] } });
  });

  it("answers 404 for a community that does not exist and for another company's", async () => {
    expect((await list(agent, '?community=nowhere')).statusCode).toBe(404);
    expect((await list(agent, '?community=cedar-point')).statusCode).toBe(404);
    expect((await list(cedarManager, '?community=maple-court')).statusCode).toBe(404);
  });

  it('answers 403 to an anonymous caller and to an applicant', async () => {
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ error_type: 'PermissionDenied' });
    expect((await list(maple.user.token)).statusCode).toBe(403);
  });
});
