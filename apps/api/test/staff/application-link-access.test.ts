import { beforeAll, expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs, staffToken } from './staff-helpers.js';

describeApi('PUT /api/staff/applications/{id}/people/{applicantId}/application-link/', (context) => {
  let agent: string;
  let cedarManager: string;

  beforeAll(async () => {
    agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    cedarManager = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
  });

  const setAccess = (token: string | null, id: number, applicantId: number, payload: unknown) =>
    context().app.inject({
      method: 'PUT',
      url: `/api/staff/applications/${id}/people/${applicantId}/application-link/`,
      headers: token ? withToken(token) : {},
      payload: payload as Record<string, unknown>,
    });

  it('takes the access away: the applicant reads only that, every other call is a 404, until it is given back', async () => {
    const { app, database } = context();
    const application = await startApplicationFor(app, database.db);
    const { transactionId, applicantId, user } = application;

    const revoked = await setAccess(agent, transactionId, applicantId, {
      has_access_to_application_link: false,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ applicant_id: applicantId, has_access_to_application_link: false });

    const read = await getAs(app, user.token, `/api/transactions/${transactionId}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json().applicant).toMatchObject({ id: applicantId, has_access_to_application_link: false });
    for (const url of [
      `/api/transaction/${transactionId}/available-lease-terms/`,
      `/api/applicant/${applicantId}/`,
      `/api/transaction/${transactionId}/payment-breakdown/`,
    ]) {
      expect((await getAs(app, user.token, url)).statusCode, url).toBe(404);
    }
    const write = await app.inject({
      method: 'POST',
      url: `/api/page-complete/${transactionId}/`,
      headers: withToken(user.token),
      payload: { page: 'military-status', data: { military_status: 'none' } },
    });
    expect(write.statusCode).toBe(404);

    const file = (await getAs(app, agent, `/api/staff/applications/${transactionId}/`)).json();
    expect(file.household[0]).toMatchObject({
      applicant_id: applicantId,
      has_access_to_application_link: false,
    });
    const audit = (await getAs(app, agent, `/api/staff/applications/${transactionId}/audit/`)).json();
    expect(audit.results.map((entry: { action: string }) => entry.action)).toContain(
      'application_link.revoked',
    );

    const restored = await setAccess(agent, transactionId, applicantId, {
      has_access_to_application_link: true,
    });
    expect(restored.statusCode).toBe(200);
    expect((await getAs(app, user.token, `/api/applicant/${applicantId}/`)).statusCode).toBe(200);
  });

  it('refuses a body without the choice with the field named, and a person of another application', async () => {
    const { app, database } = context();
    const first = await startApplicationFor(app, database.db);
    const other = await startApplicationFor(app, database.db, '101');
    const bad = await setAccess(agent, first.transactionId, first.applicantId, {
      has_access_to_application_link: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('has_access_to_application_link');
    const elsewhere = await setAccess(agent, first.transactionId, other.applicantId, {
      has_access_to_application_link: false,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers 403 to anonymous callers and applicants, and 404 to another company', async () => {
    const { app, database } = context();
    const { transactionId, applicantId, user } = await startApplicationFor(app, database.db);
    const body = { has_access_to_application_link: false };
    expect((await setAccess(null, transactionId, applicantId, body)).statusCode).toBe(403);
    expect((await setAccess(user.token, transactionId, applicantId, body)).statusCode).toBe(403);
    expect((await setAccess(cedarManager, transactionId, applicantId, body)).statusCode).toBe(404);
  });
});
