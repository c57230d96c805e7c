import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { en } from '../../src/messages/en.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import {
  SCREENING_REPORTS_TOPIC,
  screeningReportsHandler,
} from '../../src/services/screening-reports/screening-reports-mail.js';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { applicationAtScreening, submitScreening, TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi('screening reports', (context) => {
  const get = (url: string, token?: string) =>
    context().app.inject({ method: 'GET', url, ...(token ? { headers: withToken(token) } : {}) });
  const provide = (transactionId: number | string, token: string | undefined, payload: object) =>
    context().app.inject({
      method: 'PATCH',
      url: `/api/transaction/${transactionId}/provide-screening-reports/`,
      ...(token ? { headers: withToken(token) } : {}),
      payload,
    });
  const screened = async (ssn: string = TEST_SSNS.criminalReview) => {
    const { app, database, clock } = context();
    const application = await applicationAtScreening(app, database.db, clock);
    const response = await submitScreening(app, application, { ssn, terms_accepted: true });
    if (response.statusCode !== 201) throw new Error(`screening failed: ${response.body}`);
    return application;
  };

  it("lists the caller's own reports, by category, never with the full number", async () => {
    const application = await screened();
    await screened(TEST_SSNS.clear); // someone else's screening
    const response = await get('/api/screening-reports/', application.user.token);
    expect(response.statusCode).toBe(200);
    const { screening_reports } = response.json();
    expect(screening_reports).toHaveLength(1);
    expect(screening_reports[0]).toMatchObject({
      transaction_id: application.transactionId,
      community: { display_name: 'Maple Court Apartments' },
      unit_number: '102',
      tax_id_type: 'ssn',
      tax_id_last4: '0020',
    });
    expect(screening_reports[0].results.map((result: { category: number }) => result.category)).toEqual([
      10, 20, 30, 40,
    ]);
    expect(screening_reports[0].results[1]).toMatchObject({ category: 20, outcome: 'review' });
    expect(response.body).not.toContain(TEST_SSNS.criminalReview);

    const nobody = await signUp(context().app);
    expect((await get('/api/screening-reports/', nobody.token)).json()).toEqual({ screening_reports: [] });
  });

  it('downloads a report as a real PDF for its subject only', async () => {
    const application = await screened();
    const [report] = (await get('/api/screening-reports/', application.user.token)).json().screening_reports;
    const response = await get(`/api/screening-reports/${report.id}/pdf/`, application.user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="screening-report-${report.id}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.includes(Buffer.from(TEST_SSNS.criminalReview))).toBe(false);

    const stranger = await screened(TEST_SSNS.clear);
    expect((await get(`/api/screening-reports/${report.id}/pdf/`, stranger.user.token)).statusCode).toBe(404);
    expect((await get(`/api/screening-reports/${report.id}/pdf/`)).statusCode).toBe(401);
    expect((await get('/api/screening-reports/abc/pdf/', application.user.token)).statusCode).toBe(400);
  });

  it('e-mails the applicant where to download the reports they ask for', async () => {
    const application = await screened();
    const response = await provide(application.transactionId, application.user.token, {
      provide_screening_reports: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sent_to: application.user.email });
    expect(response.json().screening_reports).toHaveLength(1);
    const { database, clock } = context();
    const mailer = createSandboxMailer({ db: database.db, clock });
    await processOutbox(
      { db: database.db, clock },
      { [SCREENING_REPORTS_TOPIC]: screeningReportsHandler({ db: database.db, mailer }) },
    );
    const [mail] = await database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, application.user.email));
    expect(mail?.subject).toBe('Your screening reports from Maple Court Apartments');
    expect(mail?.text).toContain('/maple-court/screening-reports');
  });

  it('refuses bad input, applicants not screened yet, strangers and visitors', async () => {
    const application = await screened();
    const fresh = await startApplicationFor(context().app, context().database.db);
    expect((await provide(application.transactionId, application.user.token, {})).statusCode).toBe(400);
    expect(
      (await provide(application.transactionId, application.user.token, { provide_screening_reports: 'yes' }))
        .statusCode,
    ).toBe(400);
    const notYet = await provide(fresh.transactionId, fresh.user.token, { provide_screening_reports: true });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(en.not_screened_yet);
    expect(
      (await provide(application.transactionId, fresh.user.token, { provide_screening_reports: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await provide(application.transactionId, undefined, { provide_screening_reports: true })).statusCode,
    ).toBe(401);
    expect((await get('/api/screening-reports/')).statusCode).toBe(401);
  });

  it('is closed where the community does not allow retrieval', async () => {
    const lakeside = await signUp(context().app, {}, 'lakeside-lofts');
    const response = await get('/api/screening-reports/', lakeside.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error_type: 'PermissionDenied',
      code: 'reports_not_offered',
      message: en.reports_not_offered,
    });
  });

  it('does not release a report to staff impersonating its subject', async () => {
    const application = await screened();
    const [report] = (await get('/api/screening-reports/', application.user.token)).json().screening_reports;
    const staff = await context().app.inject({
      method: 'POST',
      url: '/api/communities/maple-court/login/',
      payload: { username: 'leasing@maplecourt.example', password: 'LeasingDemo2026' },
    });
    const wormhole = await context().app.inject({
      method: 'POST',
      url: '/api/staff/wormhole-tokens/',
      headers: withToken(staff.json().token),
      payload: { user_id: application.user.id },
    });
    const session = await context().app.inject({
      method: 'POST',
      url: '/api/communities/maple-court/login/',
      payload: { username: application.user.email, w: wormhole.json().token },
    });
    const response = await get(`/api/screening-reports/${report.id}/pdf/`, session.json().token);
    expect(response.statusCode).toBe(404);
  });

  it('has no applicant token call: nothing would ever present the token (decision 0028)', async () => {
    const user = await signUp(context().app);
    expect((await get('/api/frizzle/generate-applicant-token/', user.token)).statusCode).toBe(404);
  });
});
