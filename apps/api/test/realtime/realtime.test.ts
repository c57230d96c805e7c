import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { units } from '../../src/db/schema/units.js';
import { publishAfterCommit } from '../../src/services/realtime/realtime-events.js';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { DEMO_STAFF, staffToken, submittedApplicant } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { connect, eventually, listen, pause, QUIET_MS, realtimeToken, received } from './realtime-helpers.js';

const YEARLY_INCOME = 12 * 600_000;

describeApi('realtime: GET /api/realtime-token/ and the socket at /api/realtime/', (context) => {
  let baseUrl: string;
  const sockets: Socket[] = [];
  const app = () => context().app;
  const db = () => context().database.db;
  const open = async (sessionToken: string) => {
    const socket = await connect(baseUrl, await realtimeToken(app(), sessionToken));
    sockets.push(socket);
    return socket;
  };
  const refusal = (token: unknown) =>
    connect(baseUrl, token).then(
      (socket) => {
        socket.close();
        return 'connected';
      },
      (error: Error) => error.message,
    );

  beforeAll(async () => {
    baseUrl = await listen(app());
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  it('gives a signed-in user a token for five minutes, not cached', async () => {
    const user = await signUp(app());
    const response = await app().inject({
      method: 'GET',
      url: '/api/realtime-token/',
      headers: withToken(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(new Date(body.expires_at).getTime() - context().clock.now().getTime()).toBe(5 * 60_000);
  });

  it('refuses a token to nobody (401) and to a cookie session without its CSRF token (403)', async () => {
    const anonymous = await app().inject({ method: 'GET', url: '/api/realtime-token/' });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUp(app());
    const cookie = `portal_session=${user.cookies.portal_session}`;
    const crossSite = await app().inject({ method: 'GET', url: '/api/realtime-token/', headers: { cookie } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error_type).toBe('PermissionDenied');
    const withCsrf = await app().inject({
      method: 'GET',
      url: '/api/realtime-token/',
      headers: { cookie, 'x-csrf-token': user.csrfToken },
    });
    expect(withCsrf.statusCode).toBe(200);
    const ownPage = await app().inject({
      method: 'GET',
      url: '/api/realtime-token/',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(ownPage.statusCode).toBe(200);
  });

  it('opens the socket with a good token, and refuses a missing, forged or altered one: "Authentication error"', async () => {
    const user = await signUp(app());
    const token = await realtimeToken(app(), user.token);
    const socket = await connect(baseUrl, token);
    expect(socket.connected).toBe(true);
    socket.close();
    const [sessionId, expiry, signature] = token.split('.');
    expect(await refusal(undefined)).toBe('Authentication error');
    expect(await refusal('nonsense')).toBe('Authentication error');
    expect(await refusal(`${Number(sessionId) + 1}.${expiry}.${signature}`)).toBe('Authentication error');
    expect(await refusal(`${sessionId}.${Number(expiry) + 60_000}.${signature}`)).toBe(
      'Authentication error',
    );
  });

  it('refuses a token past its five minutes: "Token expired"', async () => {
    const user = await signUp(app());
    const token = await realtimeToken(app(), user.token);
    context().clock.advanceMinutes(5);
    expect(await refusal(token)).toBe('Token expired');
  });

  it('refuses the token of a session that has ended, and tells its open socket to reconnect', async () => {
    const user = await signUp(app());
    const token = await realtimeToken(app(), user.token);
    const socket = await open(user.token);
    const told = received(socket, 'force-reconnect');
    const logout = await app().inject({
      method: 'POST',
      url: '/api/logout/',
      headers: withToken(user.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    await eventually(() => told.length === 1 && !socket.connected);
    expect(await refusal(token)).toBe('Authentication error');
  });

  it('tells only the other sessions to reconnect when a password changes', async () => {
    const user = await signUp(app());
    const other = await app().inject({
      method: 'POST',
      url: '/api/communities/maple-court/login/',
      payload: { username: user.email, password: 'Maple-Leaf-2026' },
    });
    const kept = await open(user.token);
    const ended = await open(other.json().token);
    const keptTold = received(kept, 'force-reconnect');
    const endedTold = received(ended, 'force-reconnect');
    const changed = await app().inject({
      method: 'PUT',
      url: '/api/password-change/',
      headers: withToken(user.token),
      payload: { password: 'Cedar-Branch-2027!' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    await eventually(() => endedTold.length === 1);
    await pause(QUIET_MS);
    expect(keptTold).toHaveLength(0);
    expect(kept.connected).toBe(true);
  });

  it("sends a decision to the household and its company's staff only: no other household or company hears it", async () => {
    const household = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    const neighbour = await startApplicationFor(app(), db(), '203');
    const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const otherCompany = await staffToken(app(), DEMO_STAFF.cedarPointManager);

    const own = received(await open(household.user.token), 'transaction.updated');
    const neighbours = received(await open(neighbour.user.token), 'transaction.updated');
    const staffSocket = await open(manager);
    const staffHeard = received(staffSocket, 'application.updated');
    const otherStaffSocket = await open(otherCompany);
    const otherStaffHeard = [
      received(otherStaffSocket, 'application.updated'),
      received(otherStaffSocket, 'transaction.updated'),
    ];

    const decided = await app().inject({
      method: 'POST',
      url: `/api/staff/applications/${household.transactionId}/decision/`,
      headers: withToken(manager),
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    await eventually(() => own.length === 1 && staffHeard.length === 1);
    expect(own[0]).toMatchObject({
      transaction_id: household.transactionId,
      status: ApplicationStatus.Approved,
      steps: expect.arrayContaining([expect.any(Number)]),
    });
    expect(staffHeard[0]).toEqual({
      transaction_id: household.transactionId,
      status: ApplicationStatus.Approved,
    });
    await pause(QUIET_MS);
    expect(neighbours).toHaveLength(0);
    expect(otherStaffHeard.flat()).toHaveLength(0);
  });

  it('tells staff of a submission with application.submitted', async () => {
    // The decision above took unit 102, which every submitted applicant here applies for.
    await db().update(units).set({ available: true }).where(eq(units.unitNumber, '102'));
    const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    const heard = received(await open(agent), 'application.submitted');
    const household = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    await eventually(() => heard.length === 1);
    expect(heard[0]).toEqual({
      transaction_id: household.transactionId,
      status: ApplicationStatus.Submitted,
    });
  });

  it('publishes only after commit: nothing while the transaction is open, nothing at all when it rolls back', async () => {
    const household = await startApplicationFor(app(), db(), '204');
    const heard = received(await open(household.user.token), 'transaction.updated');
    const change = { event: 'transaction.updated', transactionId: household.transactionId } as const;

    await db().transaction(async (tx) => {
      publishAfterCommit(tx, change);
      await pause(QUIET_MS);
      expect(heard).toHaveLength(0);
    });
    await eventually(() => heard.length === 1);

    await expect(
      db().transaction(async (tx) => {
        publishAfterCommit(tx, change);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pause(QUIET_MS);
    expect(heard).toHaveLength(1);
  });
});
