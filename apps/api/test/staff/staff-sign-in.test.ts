import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffMembers, users } from '../../src/db/schema/users.js';
import { en } from '../../src/messages/en.js';
import { GOOD_PASSWORD, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs } from './staff-helpers.js';

const HARBOR_ADMIN = { username: 'admin@harbormain.example', password: 'AdminDemo2026' };
const HARBOR_COMMUNITIES = ['bayview-terrace', 'lakeside-lofts', 'maple-court', 'prospect-row'];

describeApi('POST /api/staff/login/ and GET /api/staff/communities/', (context) => {
  const staffLogIn = (payload: Record<string, unknown>, remoteAddress = '203.0.113.7') =>
    context().app.inject({ method: 'POST', url: '/api/staff/login/', payload, remoteAddress });

  async function companyToken(credentials: { username: string; password: string }): Promise<string> {
    const response = await staffLogIn(credentials);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token;
  }

  const slugsOf = (body: { communities: { slug: string }[] }) => body.communities.map((c) => c.slug).sort();

  it('signs the company admin in for the whole company, naming no community', async () => {
    const response = await staffLogIn(HARBOR_ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'user',
      community: null,
      staff_role: 'admin',
      idle_timeout_minutes: 30,
      user: { email: 'admin@harbormain.example', first_name: 'Elena' },
    });
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['portal_session', 'portal_csrf']),
    );
    const token = response.json().token;
    expect((await getAs(context().app, token, '/api/session/')).json()).toMatchObject({
      community: null,
      staff_role: 'admin',
    });
    const home = await getAs(context().app, token, '/api/staff/communities/');
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ company: { name: 'Harbor & Main Residential' }, role: 'admin' });
    expect(slugsOf(home.json())).toEqual(HARBOR_COMMUNITIES);
  });

  it('gives a leasing agent the communities they work in only, wherever they sign in', async () => {
    const companyWide = await companyToken(DEMO_STAFF.mapleCourtAgent);
    const home = await getAs(context().app, companyWide, '/api/staff/communities/');
    expect(home.json()).toMatchObject({ role: 'leasing_agent' });
    expect(slugsOf(home.json())).toEqual(['maple-court']);
    // The staff console's reads take the company-wide session.
    const list = await getAs(context().app, companyWide, '/api/staff/applications/');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().communities.map((c: { slug: string }) => c.slug)).toEqual(['maple-court']);
    expect(
      (await getAs(context().app, companyWide, '/api/staff/applications/?community=lakeside-lofts'))
        .statusCode,
    ).toBe(404);
  });

  it('lets staff sign in at a community they work in, and nowhere else', async () => {
    const { app } = context();
    const atMaple = await app.inject({
      method: 'POST',
      url: '/api/communities/maple-court/login/',
      payload: {
        username: DEMO_STAFF.mapleCourtAgent.username,
        password: DEMO_STAFF.mapleCourtAgent.password,
      },
    });
    expect(atMaple.statusCode).toBe(200);
    expect(atMaple.json()).toMatchObject({ community: 'maple-court', staff_role: 'leasing_agent' });
    const atLakeside = await app.inject({
      method: 'POST',
      url: '/api/communities/lakeside-lofts/login/',
      payload: {
        username: DEMO_STAFF.mapleCourtAgent.username,
        password: DEMO_STAFF.mapleCourtAgent.password,
      },
    });
    expect(atLakeside.statusCode).toBe(400);
    expect(atLakeside.json().message).toBe(en.wrong_credentials);
  });

  it('answers a wrong password, an unknown e-mail and an applicant alike', async () => {
    const applicant = await signUp(context().app);
    for (const credentials of [
      { username: HARBOR_ADMIN.username, password: 'not-the-password' },
      { username: 'nobody@harbormain.example', password: 'AdminDemo2026' },
      { username: applicant.email, password: GOOD_PASSWORD },
    ]) {
      const response = await staffLogIn(credentials, '198.51.100.20');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error_type: 'AuthenticationError',
        code: 'wrong_credentials',
        message: en.wrong_credentials,
      });
    }
  });

  it('refuses a body without credentials, field by field', async () => {
    const response = await staffLogIn({ username: 'not an e-mail' }, '198.51.100.21');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_type: 'ValidationError',
      errors: { username: ['Must be a valid Email'], password: ['Password is required'] },
    });
  });

  it('throttles repeated failures as the community sign-in does', async () => {
    const guessed = { username: 'ceo@harbormain.example', password: 'guess' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await staffLogIn(guessed, `198.51.100.${100 + attempt}`)).statusCode).toBe(400);
    }
    // The account is held, from any address.
    const throttled = await staffLogIn(guessed, '198.51.100.22');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(en.too_many_attempts);
  });

  it('signs a deactivated member in no more', async () => {
    const db = context().database.db;
    const token = await companyToken(DEMO_STAFF.mapleCourtManager);
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_STAFF.mapleCourtManager.username));
    if (!account) throw new Error('no manager account');
    await db
      .update(staffMembers)
      .set({ deactivatedAt: new Date() })
      .where(eq(staffMembers.userId, account.id));
    try {
      const again = await staffLogIn(DEMO_STAFF.mapleCourtManager, '198.51.100.23');
      expect(again.statusCode).toBe(400);
      expect((await getAs(context().app, token, '/api/staff/communities/')).statusCode).toBe(403);
    } finally {
      await db.update(staffMembers).set({ deactivatedAt: null }).where(eq(staffMembers.userId, account.id));
    }
  });

  it("keeps a company-wide session out of the applicants' endpoints, and non-staff out of the staff home", async () => {
    const token = await companyToken(HARBOR_ADMIN);
    const mine = await context().app.inject({
      method: 'GET',
      url: '/api/transactions/',
      headers: withToken(token),
    });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(en.community_session_required);
    const applicant = await signUp(context().app);
    expect((await getAs(context().app, applicant.token, '/api/staff/communities/')).statusCode).toBe(403);
    expect((await getAs(context().app, null, '/api/staff/communities/')).statusCode).toBe(403);
  });

  it("answers another company's admin as if Harbor & Main's communities did not exist", async () => {
    const cedar = await companyToken(DEMO_STAFF.cedarPointManager);
    const home = await getAs(context().app, cedar, '/api/staff/communities/');
    expect(home.json()).toMatchObject({ company: { name: 'Ridgeline Living' } });
    expect(slugsOf(home.json())).toEqual(['cedar-point']);
    expect(
      (await getAs(context().app, cedar, '/api/staff/applications/?community=maple-court')).statusCode,
    ).toBe(404);
  });
});
