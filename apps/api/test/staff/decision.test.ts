import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { OVERRIDE_REASON_REQUIRED } from '@portal/domain/schemas/staff-decision';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { applicationDecisions } from '../../src/db/schema/application-decisions.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { leaseTransactions, transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { units } from '../../src/db/schema/units.js';
import {
  APPLICATION_DECIDED_TOPIC,
  applicationDecidedHandler,
} from '../../src/services/staff/application-decided-mail.js';
import { startApplicationFor, unitId } from '../factories/transactions.js';
import { logIn, withToken } from '../factories/users.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, deliverTopic, getAs, staffToken, submittedApplicant } from './staff-helpers.js';

const YEARLY_INCOME = 12 * 600_000;

describeApi('POST /api/staff/applications/{id}/decision/', (context) => {
  const db = () => context().database.db;
  let manager: string;
  let cedarManager: string;

  beforeAll(async () => {
    manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
    cedarManager = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
  });
  // Every test applies for unit 102, which an approval takes: each starts with it offered again.
  beforeEach(async () => {
    await db().update(units).set({ available: true }).where(eq(units.unitNumber, '102'));
  });

  const decide = (token: string | null, id: number | string, payload: object) =>
    context().app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: token ? withToken(token) : {},
      payload,
    });
  const statusOf = async (id: number) =>
    (await db().select().from(leaseTransactions).where(eq(leaseTransactions.id, id)))[0]?.status;
  const stepsOf = (id: number, step: number) =>
    db()
      .select()
      .from(transactionEvents)
      .where(and(eq(transactionEvents.leaseTransactionId, id), eq(transactionEvents.event, step)));
  const sendMail = () => deliverTopic(context(), APPLICATION_DECIDED_TOPIC, applicationDecidedHandler);
  const mailTo = (email: string) => db().select().from(mailMessages).where(eq(mailMessages.recipient, email));

  it('leaves the decision to a manager or an admin: a leasing agent prepares the file and is refused', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    const agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    const fileFor = async (token: string) =>
      (await getAs(context().app, token, `/api/staff/applications/${application.transactionId}/`)).json();
    expect((await fileFor(agent)).can_decide).toBe(false);
    expect((await fileFor(manager)).can_decide).toBe(true);
    const refused = await decide(agent, application.transactionId, { decision: 'approve' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only a manager or an admin can decide an application: a leasing agent prepares it for them.',
    );
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    expect((await decide(admin, application.transactionId, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('approves as recommended: status 10, step 160, the unit taken, the others on it held, audited and e-mailed', async () => {
    const unit = await unitId(db(), '102');
    const rival = await startApplicationFor(context().app, db(), '102');
    const application = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);

    const response = await decide(manager, application.transactionId, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      transaction_id: application.transactionId,
      decision: 'approve',
      status: ApplicationStatus.Approved,
      additional_deposit: null,
      override_reason: null,
    });
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Approved);
    expect(await stepsOf(application.transactionId, TransactionStep.Approved)).toHaveLength(1);
    expect((await db().select().from(units).where(eq(units.id, unit)))[0]?.available).toBe(false);
    expect(await stepsOf(rival.transactionId, TransactionStep.UnitUnavailable)).toHaveLength(1);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.transactionId, application.transactionId));
    expect(audit).toMatchObject({
      action: 'application.decided',
      before: { status: ApplicationStatus.Submitted },
      after: { status: ApplicationStatus.Approved, decision: 'approve' },
      details: { recommended: 'approve', override_reason: null, held_applications: [rival.transactionId] },
    });
    await sendMail();
    const [mail] = await mailTo(application.user.email);
    expect(mail?.subject).toBe('Your application for Maple Court Unit 102 has been approved');

    // Decided once: a second decision is a conflict, and changes nothing.
    const again = await decide(manager, application.transactionId, {
      decision: 'deny',
      reasons: ['other'],
      override_reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Approved);
  });

  it('conditionally approves a thin credit file with the additional deposit, and e-mails the deposit notice', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.thinCreditFile, YEARLY_INCOME);
    const response = await decide(manager, application.transactionId, {
      decision: 'conditionally_approve',
      additional_deposit_cents: 149_500,
      kind: 'security_deposit',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: ApplicationStatus.ConditionallyApproved,
      additional_deposit: { amount_cents: 149_500, kind: 'security_deposit' },
    });
    const [stored] = await db()
      .select()
      .from(applicationDecisions)
      .where(eq(applicationDecisions.transactionId, application.transactionId));
    expect(stored?.recommendation?.decision).toBe('conditionally_approve');
    await sendMail();
    const [mail] = await mailTo(application.user.email);
    expect(mail?.text).toContain('A $1,495.00 security deposit is required for this application.');

    // The household's prices carry it: a deposit in the breakdown, and due at move-in.
    const asApplicant = (method: 'GET' | 'POST', url: string) =>
      context().app.inject({ method, url, headers: withToken(application.user.token) });
    const breakdown = (
      await asApplicant('POST', `/api/transaction/${application.transactionId}/payment-breakdown/`)
    ).json();
    expect(breakdown.deposits.items).toContainEqual(
      expect.objectContaining({ name: 'Additional Security Deposit', amount: 149_500, type: 'deposit' }),
    );
    const details = await asApplicant(
      'GET',
      `/api/transaction/${application.transactionId}/payment-details/`,
    );
    expect(details.statusCode, details.body).toBe(200);
    expect(JSON.stringify(details.json())).toContain('Additional Security Deposit');
  });

  it('denies with reasons; departing from the recommendation needs a written reason', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.eviction, YEARLY_INCOME);
    const approveAnyway = await decide(manager, application.transactionId, { decision: 'approve' });
    expect(approveAnyway.statusCode).toBe(400);
    expect(approveAnyway.json()).toMatchObject({ errors: { override_reason: [OVERRIDE_REASON_REQUIRED] } });
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);

    const denied = await decide(manager, application.transactionId, {
      decision: 'deny',
      reasons: ['eviction'],
      note: 'Eviction judgment in the look-back period.',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ status: ApplicationStatus.Denied, reasons: ['eviction'] });
    expect(await stepsOf(application.transactionId, TransactionStep.Denied)).toHaveLength(1);
    await sendMail();
    const [mail] = await mailTo(application.user.email);
    expect(mail?.text).toContain(
      'Unfortunately, we were unable to approve your application for Maple Court Unit 102.',
    );
  });

  it('accepts a departure with its reason, and keeps the reason on record', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.eviction, YEARLY_INCOME);
    const response = await decide(manager, application.transactionId, {
      decision: 'approve',
      override_reason: 'The eviction was dismissed on appeal; the court record was provided.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.transactionId, application.transactionId));
    expect(audit?.details).toMatchObject({
      recommended: 'deny',
      override_reason: 'The eviction was dismissed on appeal; the court record was provided.',
    });
  });

  it.each([
    [{}, 'decision'],
    [{ decision: 'maybe' }, 'decision'],
    [{ decision: 'deny', reasons: [] }, 'reasons'],
    [{ decision: 'deny', reasons: ['credit', 'credit'] }, 'reasons'],
    [{ decision: 'deny', reasons: ['looks'] }, 'reasons.0'],
    [
      { decision: 'conditionally_approve', additional_deposit_cents: 0, kind: 'security_deposit' },
      'additional_deposit_cents',
    ],
    [
      { decision: 'conditionally_approve', additional_deposit_cents: 1.5, kind: 'security_deposit' },
      'additional_deposit_cents',
    ],
    [{ decision: 'conditionally_approve', additional_deposit_cents: 100, kind: 'gift' }, 'kind'],
    [{ decision: 'approve', override_reason: '   ' }, 'override_reason'],
  ])('answers 400 for %j', async (payload, field) => {
    const application = await startApplicationFor(context().app, db());
    const response = await decide(manager, application.transactionId, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('answers 409 for an application still in progress', async () => {
    const application = await startApplicationFor(context().app, db());
    const response = await decide(manager, application.transactionId, { decision: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This application is In Progress: only a submitted application can be decided.',
    );
  });

  it("answers 404 to another company's staff, and 403 to applicants and anonymous callers", async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    expect((await decide(cedarManager, application.transactionId, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect(
      (await decide(application.user.token, application.transactionId, { decision: 'approve' })).statusCode,
    ).toBe(403);
    expect((await decide(null, application.transactionId, { decision: 'approve' })).statusCode).toBe(403);
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);
  });

  it("lists the application's audit log for its company's staff: the decision, and requests made as its people", async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    const wormhole = await context().app.inject({
      method: 'POST',
      url: '/api/staff/wormhole-tokens/',
      headers: withToken(manager),
      payload: { user_id: application.user.id },
    });
    expect(wormhole.statusCode, wormhole.body).toBe(201);
    const impersonated = await logIn(context().app, {
      username: application.user.email,
      w: wormhole.json().token,
    });
    expect(impersonated.statusCode).toBe(200);
    await context().app.inject({
      method: 'GET',
      url: `/api/transactions/${application.transactionId}/`,
      headers: withToken(impersonated.json().token),
    });
    await decide(manager, application.transactionId, { decision: 'approve' });

    const audit = await context().app.inject({
      method: 'GET',
      url: `/api/staff/applications/${application.transactionId}/audit/`,
      headers: withToken(manager),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().results).toEqual([
      expect.objectContaining({
        action: 'GET /api/transactions/:id/',
        actor: { user_id: expect.any(Number), name: 'Priya Shah' },
        subject: { user_id: application.user.id, name: 'Avery Quinn' },
      }),
      expect.objectContaining({
        action: 'application.decided',
        actor: { user_id: expect.any(Number), name: 'Priya Shah' },
        before: { status: ApplicationStatus.Submitted },
        after: expect.objectContaining({ status: ApplicationStatus.Approved }),
      }),
    ]);
    const auditAs = (token: string | null) =>
      context().app.inject({
        method: 'GET',
        url: `/api/staff/applications/${application.transactionId}/audit/`,
        headers: token ? withToken(token) : {},
      });
    expect((await auditAs(cedarManager)).statusCode).toBe(404);
    expect((await auditAs(application.user.token)).statusCode).toBe(403);
    expect((await auditAs(null)).statusCode).toBe(403);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const [row] = await db().select().from(auditLog).limit(1);
    if (!row) throw new Error('no audit row yet');
    await expect(
      db().update(auditLog).set({ action: 'edited' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
  });
});
