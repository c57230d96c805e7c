import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applicants } from '../../src/db/schema/lease-transactions.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { type SignedUpUser, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('invitations: listing and accepting', (context) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    context().app.inject({ method, url, headers: withToken(token), ...(payload ? { payload } : {}) });
  const accept = (user: SignedUpUser, payload: object) =>
    call('POST', '/api/applicant-role/', user.token, payload);
  const openInvitations = async (user: SignedUpUser) =>
    (await call('GET', '/api/invitations/', user.token)).json().invitations;

  async function invite(owner: StartedApplication, person: Record<string, unknown>): Promise<number> {
    const response = await call(
      'POST',
      `/api/transaction/${owner.transactionId}/invitees/`,
      owner.user.token,
      { first_name: 'Jordan', last_name: 'Reyes', ...person },
    );
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  async function applicantsOf(userId: number, transactionId: number) {
    return context()
      .database.db.select()
      .from(applicants)
      .where(and(eq(applicants.userId, userId), eq(applicants.leaseTransactionId, transactionId)));
  }

  const emailOf = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;

  it.each([
    [20, 'a roommate'],
    [30, 'a guarantor'],
    [40, 'an occupant'],
  ])('an invitation by e-mail with role %i lists, and accepting joins as %s', async (role) => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const email = emailOf('invited');
    const inviteeId = await invite(owner, { role, email: email.toUpperCase() });
    const invited = await signUp(context().app, { first_name: 'Jordan', email });

    expect(await openInvitations(invited)).toEqual([
      {
        invitee_id: inviteeId,
        lease_transaction_id: owner.transactionId,
        role,
        community: 'maple-court',
        unit_number: '102',
        invited_by: 'Avery Quinn',
      },
    ]);
    const joined = await accept(invited, { invitee_id: inviteeId });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: owner.transactionId, applicant: { role } });

    const seen = await call('GET', `/api/transactions/${owner.transactionId}/`, invited.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().applicant).toMatchObject({ id: joined.json().applicant.id, role });
    // The primary applicant is still the primary applicant.
    const ownerView = await call('GET', `/api/transactions/${owner.transactionId}/`, owner.user.token);
    expect(ownerView.json().applicant).toMatchObject({ id: owner.applicantId, role: 10 });
    expect(await openInvitations(invited)).toEqual([]);
  });

  it('finds an invitation sent by text to the phone number the user signed up with', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const inviteeId = await invite(owner, { role: 30, phone_number: '512.555.0166' });
    const invited = await signUp(context().app, { email: emailOf('guarantor'), phone_number: '5125550166' });

    expect(await openInvitations(invited)).toEqual([
      expect.objectContaining({ invitee_id: inviteeId, role: 30 }),
    ]);
    const joined = await accept(invited, { invitee_id: inviteeId });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().applicant.role).toBe(30);
  });

  it('accepting twice joins once and answers the same both times', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const email = emailOf('twice');
    const inviteeId = await invite(owner, { role: 20, email });
    const invited = await signUp(context().app, { email });

    const first = await accept(invited, { invitee_id: inviteeId });
    const second = await accept(invited, { invitee_id: inviteeId });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await applicantsOf(invited.id, owner.transactionId)).toHaveLength(1);
  });

  it("keeps other people's invitations out of sight and out of reach", async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const email = emailOf('meant-for');
    const inviteeId = await invite(owner, { role: 20, email });
    const stranger = await signUp(context().app, { email: emailOf('stranger'), phone_number: '5125550177' });

    expect(await openInvitations(stranger)).toEqual([]);
    const taken = await accept(stranger, { invitee_id: inviteeId });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toMatchObject({
      error_type: 'NotFound',
      message: 'We could not find that invitation.',
    });
    expect(await applicantsOf(stranger.id, owner.transactionId)).toEqual([]);
    expect((await call('GET', `/api/transactions/${owner.transactionId}/`, stranger.token)).statusCode).toBe(
      404,
    );

    // Once the invited person joined, nobody else can take their place either.
    const invited = await signUp(context().app, { email });
    expect((await accept(invited, { invitee_id: inviteeId })).statusCode).toBe(200);
    expect((await accept(stranger, { invitee_id: inviteeId })).statusCode).toBe(404);
    // Nor does an invitation id that does not exist tell anything apart.
    expect((await accept(stranger, { invitee_id: 2_147_483_647 })).statusCode).toBe(404);
  });

  it('does not show or accept an invitation to the same address in another community', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const email = emailOf('elsewhere');
    const inviteeId = await invite(owner, { role: 20, email });
    const elsewhere = await signUp(context().app, { email }, 'lakeside-lofts');

    expect(await openInvitations(elsewhere)).toEqual([]);
    expect((await accept(elsewhere, { invitee_id: inviteeId })).statusCode).toBe(404);
  });

  it('an invitation the primary applicant took back is gone', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const email = emailOf('removed');
    const inviteeId = await invite(owner, { role: 40, email });
    const invited = await signUp(context().app, { email });
    const removed = await call(
      'DELETE',
      `/api/transaction/${owner.transactionId}/invitees/${inviteeId}/`,
      owner.user.token,
    );
    expect(removed.statusCode).toBe(204);

    expect(await openInvitations(invited)).toEqual([]);
    expect((await accept(invited, { invitee_id: inviteeId })).statusCode).toBe(404);
  });

  it('someone already on the application cannot join it a second time', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const inviteeId = await invite(owner, { role: 20, email: owner.user.email });

    const response = await accept(owner.user, { invitee_id: inviteeId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_type: 'Conflict',
      message: 'You are already on this application.',
    });
    expect(await applicantsOf(owner.user.id, owner.transactionId)).toHaveLength(1);
  });

  it('requires a session', async () => {
    const { app } = context();
    expect((await app.inject({ method: 'GET', url: '/api/invitations/' })).statusCode).toBe(401);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/applicant-role/',
      payload: { invitee_id: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error_type).toBe('AuthenticationError');
  });

  it.each([
    [{}],
    [{ invitee_id: 'one' }],
    [{ invitee_id: '1' }],
    [{ invitee_id: 0 }],
    [{ invitee_id: -3 }],
    [{ invitee_id: 1.5 }],
    [{ invitee_id: null }],
    [{ invitee_id: 2_147_483_648 }],
  ])('refuses the body %j with a 400', async (payload) => {
    const user = await signUp(context().app);
    const response = await accept(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('ValidationError');
    expect(response.json().message).toEqual(expect.any(String));
  });
});
