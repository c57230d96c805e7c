import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { oneTimeTokens } from '../../src/db/schema/one-time-tokens.js';
import { staffMembers, users } from '../../src/db/schema/users.js';
import { hashToken } from '../../src/lib/tokens.js';
import { en } from '../../src/messages/en.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_STAFF, getAs, staffToken } from './staff-helpers.js';

const PEOPLE = '/api/admin/staff/';
const INVITE = '/api/admin/staff/invitations/';
const NEW_PASSWORD = 'Harbor-Lights-2026';

describeApi('Settings → People: /api/admin/staff/', (context) => {
  const app = () => context().app;
  const db = () => context().database.db;
  const send = (token: string | null, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: token ? withToken(token) : {}, ...(payload ? { payload } : {}) });

  /** The set-password token of the invitation e-mail: the raw token is only in the sealed outbox message. */
  async function acceptInvitation(email: string): Promise<string> {
    const [account] = await db().select().from(users).where(eq(users.email, email));
    if (!account) throw new Error(`no account for ${email}`);
    const token = `test-token-${account.id}-${Date.now()}`;
    await db()
      .update(oneTimeTokens)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(oneTimeTokens.userId, account.id), eq(oneTimeTokens.purpose, 'staff_invitation')));
    const set = await app().inject({
      method: 'PUT',
      url: '/api/password-change/',
      headers: withToken(token),
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await app().inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: email, password: NEW_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    return login.json().token;
  }

  it('invites a leasing agent to one community, who then works there only', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const invited = await send(admin, 'POST', INVITE, {
      email: 'New.Agent@HarborMain.example',
      role: 'leasing_agent',
      communities: ['lakeside-lofts'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'new.agent@harbormain.example',
      role: 'leasing_agent',
      communities: [{ slug: 'lakeside-lofts', display_name: 'Lakeside Lofts' }],
      status: 'invited',
      invitation_expires_at: expect.any(String),
    });
    const list = (await getAs(app(), admin, PEOPLE)).json().results;
    expect(list.map((person: { email: string }) => person.email)).toEqual(
      expect.arrayContaining([
        'admin@harbormain.example',
        'leasing@maplecourt.example',
        'new.agent@harbormain.example',
      ]),
    );
    expect(list.map((person: { email: string }) => person.email)).not.toContain('leasing@cedarpoint.example');

    const agent = await acceptInvitation('new.agent@harbormain.example');
    const home = (await getAs(app(), agent, '/api/staff/communities/')).json();
    expect(home.communities.map((c: { slug: string }) => c.slug)).toEqual(['lakeside-lofts']);
    expect((await getAs(app(), agent, '/api/staff/applications/?community=maple-court')).statusCode).toBe(
      404,
    );
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.invited'));
    expect(audit.at(-1)).toMatchObject({
      after: { email: 'new.agent@harbormain.example', role: 'leasing_agent' },
    });
    // Now active: there is no invitation left to resend.
    const person = list.find((p: { email: string }) => p.email === 'new.agent@harbormain.example');
    const resent = await send(admin, 'POST', `${PEOPLE}${person.id}/invitation/`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe(en.already_active);
  });

  it('refuses an e-mail that has a staff account, a community of another company, and a role without a community', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const taken = await send(admin, 'POST', INVITE, {
      email: 'leasing@cedarpoint.example',
      role: 'manager',
      communities: ['maple-court'],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.email).toEqual([
      'leasing@cedarpoint.example already has a staff account: one e-mail address signs in one staff member.',
    ]);
    const elsewhere = await send(admin, 'POST', INVITE, {
      email: 'someone@harbormain.example',
      role: 'manager',
      communities: ['cedar-point'],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.communities).toEqual(['Not a community of your company: cedar-point.']);
    const nowhere = await send(admin, 'POST', INVITE, {
      email: 'someone@harbormain.example',
      role: 'manager',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors.communities).toEqual([
      'A manager or a leasing agent works in at least one community.',
    ]);
    const badRole = await send(admin, 'POST', INVITE, { email: 'x@harbormain.example', role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors.role).toEqual(['Choose a role: admin, manager or leasing agent.']);
  });

  it('resends and revokes an invitation: only the newest link works, and a revoked one none', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const invited = (
      await send(admin, 'POST', INVITE, {
        email: 'twice@harbormain.example',
        role: 'manager',
        communities: ['maple-court'],
      })
    ).json();
    const resent = await send(admin, 'POST', `${PEOPLE}${invited.id}/invitation/`);
    expect(resent.statusCode, resent.body).toBe(200);
    const tokens = await db()
      .select()
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .where(eq(users.email, 'twice@harbormain.example'));
    expect(tokens.map((row) => row.one_time_tokens.usedAt === null)).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect((await send(admin, 'DELETE', `${PEOPLE}${invited.id}/invitation/`)).statusCode).toBe(204);
    expect(await db().select().from(users).where(eq(users.email, 'twice@harbormain.example'))).toEqual([]);
    expect((await send(admin, 'DELETE', `${PEOPLE}${invited.id}/invitation/`)).statusCode).toBe(404);
  });

  it('changes a role and communities, and deactivation ends every session at once', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const people = (await getAs(app(), admin, PEOPLE)).json().results;
    const manager = people.find((p: { email: string }) => p.email === 'manager@maplecourt.example');
    const managerToken = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const moved = await send(admin, 'PATCH', `${PEOPLE}${manager.id}/`, {
      communities: ['maple-court', 'bayview-terrace'],
      can_sign_documents_while_wormholed: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().communities.map((c: { slug: string }) => c.slug)).toEqual([
      'bayview-terrace',
      'maple-court',
    ]);
    expect(moved.json().can_sign_documents_while_wormholed).toBe(false);
    const home = (await getAs(app(), managerToken, '/api/staff/communities/')).json();
    expect(home.communities.map((c: { slug: string }) => c.slug)).toEqual(['bayview-terrace', 'maple-court']);

    const off = await send(admin, 'PATCH', `${PEOPLE}${manager.id}/`, { active: false });
    expect(off.json().status).toBe('deactivated');
    expect((await getAs(app(), managerToken, '/api/staff/communities/')).statusCode).toBe(401);
    const back = await send(admin, 'PATCH', `${PEOPLE}${manager.id}/`, {
      active: true,
      communities: ['maple-court'],
      can_sign_documents_while_wormholed: true,
    });
    expect(back.json()).toMatchObject({ status: 'active', communities: [{ slug: 'maple-court' }] });
    const changes = await db().select().from(auditLog).where(eq(auditLog.action, 'staff.deactivated'));
    expect(changes.at(-1)?.before).toMatchObject({ role: 'manager', status: 'active' });
  });

  it('keeps the last admin and refuses raising your own role', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const people = (await getAs(app(), admin, PEOPLE)).json().results;
    const self = people.find((p: { email: string }) => p.email === 'admin@harbormain.example');
    for (const change of [{ active: false }, { role: 'manager', communities: ['maple-court'] }]) {
      const refused = await send(admin, 'PATCH', `${PEOPLE}${self.id}/`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(en.last_admin);
    }
  });

  it('answers managers, agents, applicants and the anonymous 403, and another company 404', async () => {
    const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const refused = await getAs(app(), manager, PEOPLE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(en.admins_only);
    const applicant = await signUp(app());
    expect((await getAs(app(), applicant.token, PEOPLE)).statusCode).toBe(403);
    expect((await getAs(app(), null, PEOPLE)).statusCode).toBe(403);
    expect((await send(manager, 'POST', INVITE, { email: 'a@b.example', role: 'admin' })).statusCode).toBe(
      403,
    );

    const harborAdmin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const cedarPeople = await db().select().from(users).where(eq(users.email, 'leasing@cedarpoint.example'));
    const cedarMember = await getAs(app(), harborAdmin, PEOPLE);
    expect(cedarMember.json().results.map((p: { email: string }) => p.email)).not.toContain(
      cedarPeople[0]?.email,
    );
    // A staff member id of another company: the same 404 as one that does not exist.
    const [other] = await db()
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(users.email, 'leasing@cedarpoint.example'));
    const otherId = other?.id;
    expect((await send(harborAdmin, 'PATCH', `${PEOPLE}${otherId}/`, { role: 'manager' })).statusCode).toBe(
      404,
    );
    expect((await send(harborAdmin, 'PATCH', `${PEOPLE}abc/`, { role: 'manager' })).statusCode).toBe(400);
    expect((await send(harborAdmin, 'PATCH', `${PEOPLE}99999/`, { active: 'no' })).statusCode).toBe(400);
  });
});
