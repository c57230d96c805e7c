import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import type { TestContext } from '../support/test-app.js';
import { describeApi } from '../support/test-app.js';
import { samplePdf } from '../uploads/sample-files.js';
import { uploadFile } from '../uploads/upload-file.js';

// The test clock's today in New York is 2026-11-22.
const TEN_DAYS_AGO = '2026-11-12';
const THIRTY_ONE_DAYS_AGO = '2026-10-22';
const WAIVER_NOTE =
  'Waived for each applicant who gave a background or credit check from the last 30 days: New York then allows no screening fee (N.Y. Real Prop. Law § 238-a).';

const reportUrl = (id: number) => `/api/transaction/${id}/own-screening-report/`;
const decisionUrl = (id: number, applicantId: number) =>
  `/api/staff/applications/${id}/own-screening-reports/${applicantId}/decision/`;

/** A Prospect Row (Brooklyn) applicant who chose a lease, so the breakdown prices their $20 check fee. */
async function brooklynApplicant(context: TestContext) {
  const { app, database } = context;
  const started = await startApplicationFor(app, database.db, '2A', 'prospect-row');
  const chosen = await app.inject({
    method: 'PATCH',
    url: `/api/transactions/${started.transactionId}/`,
    headers: withToken(started.user.token),
    payload: { move_in_date: '2026-12-15', lease_term: 12 },
  });
  if (chosen.statusCode !== 200) throw new Error(`choosing the lease failed: ${chosen.body}`);
  return started;
}

function give(context: TestContext, token: string | null, id: number, payload: object) {
  return context.app.inject({
    method: 'PUT',
    url: reportUrl(id),
    headers: token ? withToken(token) : {},
    payload,
  });
}

async function screeningFeeLine(context: TestContext, token: string, id: number) {
  const breakdown = await context.app.inject({
    method: 'POST',
    url: `/api/transaction/${id}/payment-breakdown/`,
    headers: withToken(token),
  });
  return breakdown.json().one_time_fees.items[0];
}

describeApi("an applicant's own screening report instead of the fee (issue 39)", (context) => {
  it('N.Y. Real Prop. Law § 238-a(1)(b): a Brooklyn applicant is offered it, gives a 10-day-old check, and the $20 fee is waived, saying why', async () => {
    const { user, transactionId, applicantId } = await brooklynApplicant(context());
    const offered = await getAs(context().app, user.token, reportUrl(transactionId));
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual({
      offer: {
        acceptance: 'fee_waiver',
        max_age_days: 30,
        law: 'New York',
        cite: 'N.Y. Real Prop. Law § 238-a',
      },
      report: null,
    });
    expect(await screeningFeeLine(context(), user.token, transactionId)).toMatchObject({
      price: 2_000,
      amount: 2_000,
    });

    const given = await give(context(), user.token, transactionId, {
      agency_name: 'TransUnion SmartMove',
      reference: 'SM-48213',
      report_date: TEN_DAYS_AGO,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      applicant_id: applicantId,
      status: 'pending',
      agency_name: 'TransUnion SmartMove',
      reference: 'SM-48213',
      report_date: TEN_DAYS_AGO,
      upload_id: null,
    });
    const line = await screeningFeeLine(context(), user.token, transactionId);
    expect(line).toMatchObject({ price: 2_000, amount: 0, legal_note: WAIVER_NOTE });
    expect(line.line_items).toEqual([expect.objectContaining({ applicant: applicantId, waived: true })]);
    const options = await getAs(
      context().app,
      user.token,
      `/api/transaction/${transactionId}/payment-options/`,
    );
    expect(options.json().due_now).toMatchObject({ items: [], balance: 0 });
  });

  it('refuses a report older than 30 days, one dated after today, and one without a file or an agency and reference', async () => {
    const { user, transactionId } = await brooklynApplicant(context());
    const tooOld = await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X1',
      report_date: THIRTY_ONE_DAYS_AGO,
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().errors.report_date).toEqual(['The report must be from the last 30 days.']);
    const future = await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X1',
      report_date: '2026-11-23',
    });
    expect(future.json().errors.report_date).toEqual(["The report's date cannot be after today."]);
    const nothing = await give(context(), user.token, transactionId, { report_date: TEN_DAYS_AGO });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.agency_name).toEqual([
      'Upload the report, or give the agency’s name and the report’s reference.',
    ]);
    const notADate = await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X1',
      report_date: 'last week',
    });
    expect(notADate.statusCode).toBe(400);
    expect(await screeningFeeLine(context(), user.token, transactionId)).toMatchObject({ amount: 2_000 });
  });

  it('asks for a session, and answers 404 for an application of somebody else', async () => {
    const { transactionId } = await brooklynApplicant(context());
    const payload = { agency_name: 'Experian', reference: 'X1', report_date: TEN_DAYS_AGO };
    expect((await give(context(), null, transactionId, payload)).statusCode).toBe(401);
    const stranger = await signUp(context().app, {}, 'prospect-row');
    expect((await give(context(), stranger.token, transactionId, payload)).statusCode).toBe(404);
    expect((await getAs(context().app, stranger.token, reportUrl(transactionId))).statusCode).toBe(404);
  });

  it('a Texas community offers none, and refuses one (409)', async () => {
    const { user, transactionId } = await startApplicationFor(context().app, context().database.db);
    expect((await getAs(context().app, user.token, reportUrl(transactionId))).json().offer).toBeNull();
    const refused = await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X1',
      report_date: TEN_DAYS_AGO,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A screening report of your own cannot stand for the screening fee here.',
    );
  });

  it("an uploaded report: only its uploader's file is taken; staff download it, accept it, and it stays accepted", async () => {
    const { app } = context();
    const { user, transactionId, applicantId } = await brooklynApplicant(context());
    const stranger = await signUp(app, {}, 'prospect-row');
    const strangersFile = await uploadFile(app, stranger.token, [
      { name: 'file', filename: 'report.pdf', contentType: 'application/pdf', content: samplePdf },
    ]);
    const notTheirs = await give(context(), user.token, transactionId, {
      upload_id: strangersFile,
      report_date: TEN_DAYS_AGO,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors.upload_id).toHaveLength(1);

    const file = await uploadFile(app, user.token, [
      { name: 'file', filename: 'report.pdf', contentType: 'application/pdf', content: samplePdf },
    ]);
    const given = await give(context(), user.token, transactionId, {
      upload_id: file,
      report_date: TEN_DAYS_AGO,
    });
    expect(given.statusCode, given.body).toBe(200);

    const admin = await staffToken(app, DEMO_STAFF.harborAdmin);
    const applicationFile = await getAs(app, admin, `/api/staff/applications/${transactionId}/`);
    const person = applicationFile
      .json()
      .household.find((p: { applicant_id: number }) => p.applicant_id === applicantId);
    expect(person.own_screening_report).toMatchObject({
      status: 'pending',
      upload_id: file,
      report_date: TEN_DAYS_AGO,
    });
    expect((await getAs(app, admin, `/api/uploads/${file}/`)).statusCode).toBe(200);
    expect((await getAs(app, stranger.token, `/api/uploads/${file}/`)).statusCode).toBe(404);

    const accepted = await app.inject({
      method: 'POST',
      url: decisionUrl(transactionId, applicantId),
      headers: withToken(admin),
      payload: { decision: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const again = await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X2',
      report_date: TEN_DAYS_AGO,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await app.inject({ method: 'DELETE', url: reportUrl(transactionId), headers: withToken(user.token) }))
        .statusCode,
    ).toBe(409);
    expect(await screeningFeeLine(context(), user.token, transactionId)).toMatchObject({ amount: 0 });
  });

  it('staff find a report not acceptable with a reason: the fee is due again and the applicant reads why', async () => {
    const { app } = context();
    const { user, transactionId, applicantId } = await brooklynApplicant(context());
    await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X1',
      report_date: TEN_DAYS_AGO,
    });
    const admin = await staffToken(app, DEMO_STAFF.harborAdmin);
    const decide = (token: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: decisionUrl(transactionId, applicantId),
        headers: withToken(token),
        payload,
      });

    const noReason = await decide(admin, { decision: 'not_acceptable' });
    expect(noReason.statusCode).toBe(400);
    expect((await decide(user.token, { decision: 'accepted' })).statusCode).toBe(403);
    const otherCompany = await staffToken(app, DEMO_STAFF.cedarPointManager);
    expect((await decide(otherCompany, { decision: 'accepted' })).statusCode).toBe(404);

    const refused = await decide(admin, {
      decision: 'not_acceptable',
      reason: 'The reference is not found at Experian.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const seen = (await getAs(app, user.token, reportUrl(transactionId))).json().report;
    expect(seen).toMatchObject({
      status: 'not_acceptable',
      not_acceptable_reason: 'The reference is not found at Experian.',
    });
    const line = await screeningFeeLine(context(), user.token, transactionId);
    expect(line).toMatchObject({ amount: 2_000 });
    expect(line.legal_note).toBeUndefined();
    const audit = await getAs(app, admin, `/api/staff/applications/${transactionId}/audit/`);
    expect(audit.json().results.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['own_screening_report.given', 'own_screening_report.decided']),
    );
  });

  it('the applicant takes a pending report back, and pays the fee again', async () => {
    const { app } = context();
    const { user, transactionId } = await brooklynApplicant(context());
    await give(context(), user.token, transactionId, {
      agency_name: 'Experian',
      reference: 'X1',
      report_date: TEN_DAYS_AGO,
    });
    const taken = await app.inject({
      method: 'DELETE',
      url: reportUrl(transactionId),
      headers: withToken(user.token),
    });
    expect(taken.statusCode).toBe(204);
    expect(await screeningFeeLine(context(), user.token, transactionId)).toMatchObject({ amount: 2_000 });
    const none = await app.inject({
      method: 'DELETE',
      url: reportUrl(transactionId),
      headers: withToken(user.token),
    });
    expect(none.statusCode).toBe(404);
  });
});
