import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import { IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { REQUEST_NOTE_REQUIRED } from '@portal/domain/schemas/staff-source-review';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { financialSources } from '../../src/db/schema/financial-sources.js';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import {
  DOCUMENTS_REQUESTED_TOPIC,
  documentsRequestedHandler,
} from '../../src/services/staff/documents-requested-mail.js';
import {
  GUARANTOR_REQUESTED_TOPIC,
  guarantorRequestedHandler,
} from '../../src/services/staff/guarantor-requested-mail.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, deliverTopic, getAs, staffToken, submittedApplicant } from './staff-helpers.js';

describeApi('staff review of income and asset sources', (context) => {
  const db = () => context().database.db;
  let agent: string;
  let cedarManager: string;

  beforeAll(async () => {
    agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    cedarManager = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
  });

  /** An employment income the applicant added, stated at $60,000 a year, waiting for review. */
  async function incomeSource({ transactionId, applicantId }: StartedApplication): Promise<number> {
    const now = context().clock.now();
    const [row] = await db()
      .insert(financialSources)
      .values({
        transactionId,
        applicantId,
        streamType: 'income',
        incomeOrAssetType: IncomeSourceType.Employment,
        estimatedAmountCents: 6_000_000,
        status: FinancialSourceStatus.Pending,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: financialSources.id });
    if (!row) throw new Error('no source');
    return row.id;
  }

  const review = (token: string | null, transactionId: number, sourceId: number | string, payload: object) =>
    context().app.inject({
      method: 'PATCH',
      url: `/api/staff/applications/${transactionId}/financial-sources/${sourceId}/`,
      headers: token ? withToken(token) : {},
      payload,
    });
  const request = (token: string | null, transactionId: number, payload: object) =>
    context().app.inject({
      method: 'POST',
      url: `/api/staff/applications/${transactionId}/request-documents/`,
      headers: token ? withToken(token) : {},
      payload,
    });

  it('verifies a source at the amount the team found, which the recommendation then counts', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const sourceId = await incomeSource(application);
    const response = await review(agent, application.transactionId, sourceId, {
      status: 'verified',
      adjusted_amount: 5_400_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: sourceId,
      status: FinancialSourceStatus.Verified,
      estimated_amount: 6_000_000,
      adjusted_amount: 5_400_000,
    });
    const file = (
      await getAs(context().app, agent, `/api/staff/applications/${application.transactionId}/`)
    ).json();
    expect(
      file.recommendation.criteria.find((c: { criterion: string }) => c.criterion === 'income'),
    ).toMatchObject({
      household_monthly_income_cents: 450_000,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.transactionId, application.transactionId),
          eq(auditLog.action, 'financial_source.reviewed'),
        ),
      );
    expect(audit).toMatchObject({
      before: { source_id: sourceId, status: FinancialSourceStatus.Pending, adjusted_amount: null },
      after: { source_id: sourceId, status: FinancialSourceStatus.Verified, adjusted_amount: 5_400_000 },
    });

    // Marked unverified, the amount is kept unless it is given again; pending clears the review.
    expect(
      (await review(agent, application.transactionId, sourceId, { status: 'unverified' })).json(),
    ).toMatchObject({
      status: FinancialSourceStatus.Unverified,
      adjusted_amount: 5_400_000,
    });
    expect(
      (
        await review(agent, application.transactionId, sourceId, { status: 'pending', adjusted_amount: null })
      ).json(),
    ).toMatchObject({ status: FinancialSourceStatus.Pending, adjusted_amount: null });
  });

  it('asks the owners for more documents: flagged sources, step 230 and an e-mail with the note', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const sourceId = await incomeSource(application);
    const note = 'Please add your two most recent paystubs.';
    const response = await request(agent, application.transactionId, { source_ids: [sourceId], note });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ source_ids: [sourceId], applicant_ids: [application.applicantId] });

    const sources = await getAs(
      context().app,
      application.user.token,
      `/api/transaction/${application.transactionId}/financial-sources/`,
    );
    expect(JSON.stringify(sources.json())).toContain('"has_requested_more_documents":true');
    const steps = await db()
      .select()
      .from(transactionEvents)
      .where(
        and(
          eq(transactionEvents.leaseTransactionId, application.transactionId),
          eq(transactionEvents.event, TransactionStep.IncomeRequested),
        ),
      );
    expect(steps.map((step) => step.applicantId)).toEqual([application.applicantId]);

    await deliverTopic(context(), DOCUMENTS_REQUESTED_TOPIC, documentsRequestedHandler);
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, application.user.email));
    expect(mail?.text).toContain("We're requesting additional info to verify your income/assets.");
    expect(mail?.text).toContain(note);

    // Open on the applicant's transaction until they edit the source (a new document, a new amount).
    const transactionUrl = `/api/transactions/${application.transactionId}/`;
    const requested = async () =>
      (await getAs(context().app, application.user.token, transactionUrl)).json().income_requested;
    expect(await requested()).toBe(true);
    const edited = await context().app.inject({
      method: 'PATCH',
      url: `/api/transaction/${application.transactionId}/financial-sources/${sourceId}/`,
      headers: withToken(application.user.token),
      payload: { estimated_amount: 6_100_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await requested()).toBe(false);
  });

  it.each([
    ['a status it does not know', { status: 'great' }],
    ['a negative amount', { status: 'verified', adjusted_amount: -1 }],
    ['an amount in dollars and cents', { status: 'verified', adjusted_amount: 12.5 }],
  ])('refuses %s with 400', async (_case, payload) => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const sourceId = await incomeSource(application);
    expect((await review(agent, application.transactionId, sourceId, payload)).statusCode).toBe(400);
  });

  it.each([
    ['no sources', { source_ids: [], note: 'x' }, 'source_ids'],
    ['no note', { source_ids: [1] }, 'note'],
    ['a blank note', { source_ids: [1], note: '   ' }, 'note'],
  ])('refuses a request with %s', async (_case, payload, field) => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const response = await request(agent, application.transactionId, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    if (field === 'note') expect(response.json().errors.note).toContain(REQUEST_NOTE_REQUIRED);
  });

  it("does not reach another application's source, another company, applicants or anonymous callers", async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const other = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const othersSource = await incomeSource(other);
    expect(
      (await review(agent, application.transactionId, othersSource, { status: 'verified' })).statusCode,
    ).toBe(404);
    const refused = await request(agent, application.transactionId, {
      source_ids: [othersSource],
      note: 'x',
    });
    expect(refused.statusCode).toBe(400);
    // An id past PostgreSQL's integer names no source: a 400, not a look-up that overflows.
    const pastInteger = await request(agent, application.transactionId, { source_ids: [2 ** 31], note: 'x' });
    expect(pastInteger.statusCode).toBe(400);
    const sourceId = await incomeSource(application);
    expect(
      (await review(cedarManager, application.transactionId, sourceId, { status: 'verified' })).statusCode,
    ).toBe(404);
    expect(
      (await review(application.user.token, application.transactionId, sourceId, { status: 'verified' }))
        .statusCode,
    ).toBe(403);
    expect((await review(null, application.transactionId, sourceId, { status: 'verified' })).statusCode).toBe(
      403,
    );
    expect(
      (await request(null, application.transactionId, { source_ids: [sourceId], note: 'x' })).statusCode,
    ).toBe(403);
  });

  it('asks the primary applicant for a guarantor: step 190 and an e-mail with the note', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const ask = (token: string | null, payload?: object) =>
      context().app.inject({
        method: 'POST',
        url: `/api/staff/applications/${application.transactionId}/request-guarantor/`,
        headers: token ? withToken(token) : {},
        ...(payload ? { payload } : {}),
      });
    expect((await ask(application.user.token, {})).statusCode).toBe(403);
    expect((await ask(cedarManager, {})).statusCode).toBe(404);
    expect((await ask(agent, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    const response = await ask(agent, { note: 'Income is below three times the rent.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ applicant_id: application.applicantId });
    const steps = await db()
      .select()
      .from(transactionEvents)
      .where(
        and(
          eq(transactionEvents.leaseTransactionId, application.transactionId),
          eq(transactionEvents.event, TransactionStep.GuarantorRequested),
        ),
      );
    expect(steps).toHaveLength(1);
    await deliverTopic(context(), GUARANTOR_REQUESTED_TOPIC, guarantorRequestedHandler);
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, application.user.email));
    expect(mail?.text).toContain('the leasing team asks you to add a guarantor');
    expect(mail?.text).toContain('Income is below three times the rent.');
    // Without a body at all, too.
    expect((await ask(agent)).statusCode).toBe(200);
  });

  it('keeps the request open on the transaction until the primary applicant invites a guarantor', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, null);
    const { app } = context();
    const requested = async () =>
      (await getAs(app, application.user.token, `/api/transactions/${application.transactionId}/`)).json()
        .guarantor_requested;
    expect(await requested()).toBe(false);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/staff/applications/${application.transactionId}/request-guarantor/`,
      headers: withToken(agent),
      payload: {},
    });
    expect(asked.statusCode).toBe(200);
    expect(await requested()).toBe(true);
    const invited = await app.inject({
      method: 'POST',
      url: `/api/transaction/${application.transactionId}/guarantors/`,
      headers: withToken(application.user.token),
      payload: { first_name: 'Pat', last_name: 'Quinn', email: 'pat.quinn@example.com' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await requested()).toBe(false);
  });

  it('answers 409 once the application is not under review', async () => {
    const inProgress = await startApplicationFor(context().app, db());
    const sourceId = await incomeSource(inProgress);
    const response = await review(agent, inProgress.transactionId, sourceId, { status: 'verified' });
    expect(response.statusCode).toBe(409);
    expect(
      (await request(agent, inProgress.transactionId, { source_ids: [sourceId], note: 'x' })).statusCode,
    ).toBe(409);
  });
});
