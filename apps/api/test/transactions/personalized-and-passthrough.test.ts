import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi('GET /api/communities/{id}/personalized/{x}/ (decision 0027)', (context) => {
  const get = (url: string) => context().app.inject({ method: 'GET', url });

  it('answers the unit a link names as the welcome list shows it', async () => {
    const response = await get('/api/communities/maple-court/personalized/204/');
    expect(response.statusCode).toBe(200);
    const listed = (await get('/api/communities/maple-court/units/')).json().units;
    expect(response.json()).toEqual({
      unit_number: '204',
      unit: listed.find((unit: { unit_number: string }) => unit.unit_number === '204'),
    });
  });

  it('says a unit is taken (null) rather than unknown, and 404s a number the community has not', async () => {
    // Unit 407 is leased: the community has it, but it is not open for applications.
    expect((await get('/api/communities/maple-court/personalized/407/')).json()).toEqual({
      unit_number: '407',
      unit: null,
    });
    const unknown = await get('/api/communities/maple-court/personalized/999/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This community has no apartment with that number.');
  });

  it("does not answer another community's unit, nor an unknown community", async () => {
    expect((await get('/api/communities/lakeside-lofts/personalized/L1/')).statusCode).toBe(200);
    expect((await get('/api/communities/maple-court/personalized/L1/')).statusCode).toBe(404);
    expect((await get('/api/communities/nowhere/personalized/204/')).statusCode).toBe(404);
  });

  it.each(['%20', 'a%2Fb', 'a'.repeat(21), '-1'])('refuses the unit number %s with a 400', async (number) => {
    const response = await get(`/api/communities/maple-court/personalized/${number}/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('ValidationError');
  });
});

describeApi('POST /api/transaction/{id}/passthrough/ (decision 0027)', (context) => {
  const post = (transactionId: number, headers: Record<string, string>, payload: unknown) =>
    context().app.inject({
      method: 'POST',
      url: `/api/transaction/${transactionId}/passthrough/`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const link = { source: 'zillow', medium: 'listing', campaign: 'fall-2026', unit_number: '102' };

  it('keeps the first link the applicant came by, and the leasing team reads it in the audit log', async () => {
    const { app, database } = context();
    const { user, transactionId } = await startApplicationFor(app, database.db);
    const first = await post(transactionId, withToken(user.token), link);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject(link);

    const again = await post(transactionId, withToken(user.token), { source: 'google' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const agent = await staffToken(app, DEMO_STAFF.mapleCourtAgent);
    const audit = (await getAs(app, agent, `/api/staff/applications/${transactionId}/audit/`)).json();
    const kept = audit.results.filter(
      (entry: { action: string }) => entry.action === 'application.attribution',
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ details: link, subject: { user_id: user.id } });
  });

  it('takes any one of the values, trimmed; leaves the others null', async () => {
    const { app, database } = context();
    const { user, transactionId } = await startApplicationFor(app, database.db);
    const response = await post(transactionId, withToken(user.token), { unit_number: '204', source: ' ig ' });
    expect(response.json()).toMatchObject({ source: 'ig', medium: null, campaign: null, unit_number: '204' });
  });

  it.each([
    [{}, 'source'],
    [{ source: '' }, 'source'],
    [{ source: 'x'.repeat(101) }, 'source'],
    [{ campaign: 42 }, 'campaign'],
    [{ unit_number: '../204' }, 'unit_number'],
  ])('refuses %j with a 400 under %s', async (payload, field) => {
    const { app, database } = context();
    const { user, transactionId } = await startApplicationFor(app, database.db);
    const response = await post(transactionId, withToken(user.token), payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('needs a session, and the CSRF token with the cookie', async () => {
    const { app, database } = context();
    const { transactionId } = await startApplicationFor(app, database.db);
    expect((await post(transactionId, {}, link)).statusCode).toBe(401);
    const user = await signUp(app);
    const cookie = `portal_session=${user.cookies.portal_session}`;
    expect((await post(transactionId, { cookie }, link)).statusCode).toBe(403);
  });

  it("answers 404 for another person's application", async () => {
    const { app, database } = context();
    const { transactionId } = await startApplicationFor(app, database.db);
    const stranger = await signUp(app);
    expect((await post(transactionId, withToken(stranger.token), link)).statusCode).toBe(404);
  });
});
