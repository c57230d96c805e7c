import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { communities } from '../../src/db/schema/communities.js';
import { companies } from '../../src/db/schema/companies.js';
import { users } from '../../src/db/schema/users.js';
import { en } from '../../src/messages/en.js';
import { issueToken } from '../../src/services/accounts/one-time-tokens.js';
import { logIn, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('transfer tokens', (context) => {
  const validate = (token: string) =>
    context().app.inject({ method: 'POST', url: '/api/transfer-tokens/validate/', payload: { token } });

  it('hands a session to another device once, within five minutes', async () => {
    const user = await signUp(context().app);
    const created = await context().app.inject({
      method: 'POST',
      url: '/api/transfer-tokens/',
      headers: withToken(user.token),
    });
    expect(created.statusCode).toBe(201);
    const handed = await validate(created.json().token);
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ kind: 'user', user: { id: user.id } });
    expect(handed.json().token).not.toBe(user.token);
    expect((await validate(created.json().token)).statusCode).toBe(401);

    const late = await context().app.inject({
      method: 'POST',
      url: '/api/transfer-tokens/',
      headers: withToken(user.token),
    });
    context().clock.advanceMinutes(6);
    expect((await validate(late.json().token)).statusCode).toBe(401);
  });

  it('requires a session to create one and a token to validate', async () => {
    expect((await context().app.inject({ method: 'POST', url: '/api/transfer-tokens/' })).statusCode).toBe(
      401,
    );
    expect(
      (await context().app.inject({ method: 'POST', url: '/api/transfer-tokens/validate/', payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describeApi('staff impersonation (wormhole)', (context) => {
  const staffToken = async (email = 'leasing@maplecourt.example', community = 'maple-court') =>
    (await logIn(context().app, { username: email, password: 'LeasingDemo2026' }, community)).json()
      .token as string;
  const createWormhole = (token: string, userId: number) =>
    context().app.inject({
      method: 'POST',
      url: '/api/staff/wormhole-tokens/',
      headers: withToken(token),
      payload: { user_id: userId },
    });

  it('lets staff sign in as a user of their company, flagged, named and audited', async () => {
    const resident = await signUp(context().app);
    const wormhole = await createWormhole(await staffToken(), resident.id);
    expect(wormhole.statusCode).toBe(201);
    expect(wormhole.json()).toMatchObject({ username: resident.email, community: 'maple-court' });
    expect(wormhole.json().login_url).toBe(
      `http://localhost:80/maple-court/login?${new URLSearchParams({ username: resident.email, w: wormhole.json().token })}`,
    );

    const session = await logIn(context().app, { username: resident.email, w: wormhole.json().token });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      kind: 'impersonated',
      user: { id: resident.id },
      impersonated_by: { first_name: 'Dana', last_name: 'Ortiz' },
    });
    await context().app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: withToken(session.json().token),
    });
    const [audited] = await context()
      .database.db.select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, resident.id));
    expect(audited?.n).toBe(1);

    const reuse = await logIn(context().app, { username: resident.email, w: wormhole.json().token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(en.invalid_wormhole);
  });

  it('refuses an expired token, a token for someone else, and a made-up token with the spec message', async () => {
    const resident = await signUp(context().app);
    const bystander = await signUp(context().app);
    const wormhole = (await createWormhole(await staffToken(), resident.id)).json().token;
    const wrongUser = await logIn(context().app, { username: bystander.email, w: wormhole });
    const madeUp = await logIn(context().app, { username: resident.email, w: 'made-up' });
    context().clock.advanceMinutes(6);
    const expired = await logIn(context().app, { username: resident.email, w: wormhole });
    for (const response of [wrongUser, madeUp, expired]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error_type: 'AuthenticationError',
        code: 'invalid_wormhole',
        message: en.invalid_wormhole,
      });
    }
  });

  it('refuses residents, and users of another company look like users who do not exist', async () => {
    const resident = await signUp(context().app);
    const other = await signUp(context().app);
    expect((await createWormhole(resident.token, other.id)).statusCode).toBe(403);

    const { db } = context().database;
    const [company] = await db
      .insert(companies)
      .values({ key: `other-${resident.id}`, name: 'Elsewhere Homes' })
      .returning();
    const [maple] = await db.select().from(communities).where(eq(communities.slug, 'maple-court'));
    if (!company || !maple) throw new Error('setup failed');
    const [community] = await db
      .insert(communities)
      .values({ ...maple, id: undefined, slug: `elsewhere-${resident.id}`, companyId: company.id })
      .returning();
    const [stranger] = await db
      .insert(users)
      .values({
        communityId: community?.id ?? 0,
        email: 'stranger@example.com',
        firstName: 'S',
        lastName: 'T',
      })
      .returning();
    const response = await createWormhole(await staffToken(), stranger?.id ?? 0);
    expect(response.statusCode).toBe(404);
    expect((await createWormhole(await staffToken(), 999_999)).statusCode).toBe(404);
  });
});

describeApi('guest signers', (context) => {
  it('sign in with a guest token and reach only what guests may', async () => {
    const signer = await signUp(context().app);
    const [maple] = await context()
      .database.db.select()
      .from(communities)
      .where(eq(communities.slug, 'maple-court'));
    const { token } = await issueToken(context().database.db, context().clock, {
      purpose: 'guest_sign',
      userId: signer.id,
      communityId: maple?.id ?? 0,
      lifetimeMinutes: 60,
    });
    const session = await logIn(context().app, { g: token });
    expect(session.statusCode).toBe(200);
    expect(session.json().kind).toBe('guest');
    const guestToken = session.json().token;
    const who = await context().app.inject({
      method: 'GET',
      url: '/api/session/',
      headers: withToken(guestToken),
    });
    expect(who.json().kind).toBe('guest');
    const profile = await context().app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: withToken(guestToken),
    });
    expect(profile.statusCode).toBe(403);
    expect((await logIn(context().app, { g: 'made-up' })).statusCode).toBe(401);
    // The link works once.
    expect((await logIn(context().app, { g: token })).statusCode).toBe(401);
  });
});
