import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { smsMessages } from '../../src/db/schema/sms-messages.js';
import { startApplicationFor } from '../factories/transactions.js';
import { registrationFor, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('household: invitees, guarantors, invitations', (context) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    context().app.inject({ method, url, headers: withToken(token), ...(payload ? { payload } : {}) });
  const roommate = { role: 20, first_name: 'Jordan', last_name: "O'Neil", phone_number: '5125550123' };

  it('invites a roommate by text, who signs up with that number and joins as a roommate', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const invited = await call(
      'POST',
      `/api/transaction/${owner.transactionId}/invitees/`,
      owner.user.token,
      roommate,
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ role: 20, phone_number: '(512) 555-0123', joined: false });
    const [text] = await context()
      .database.db.select()
      .from(smsMessages)
      .orderBy(desc(smsMessages.id))
      .limit(1);
    expect(text).toMatchObject({ recipient: '(512) 555-0123' });
    expect(text?.text).toContain(
      'Avery Quinn invited you to join their application for Maple Court Apartments, unit 102, as a roommate.',
    );
    expect(text?.text).toContain('/maple-court/invitations');

    const jordan = await signUp(context().app, { first_name: 'Jordan', phone_number: '(512) 555-0123' });
    const invitations = await call('GET', '/api/invitations/', jordan.token);
    expect(invitations.json().invitations).toEqual([
      {
        invitee_id: invited.json().id,
        lease_transaction_id: owner.transactionId,
        role: 20,
        community: 'maple-court',
        unit_number: '102',
        invited_by: 'Avery Quinn',
      },
    ]);
    const joined = await call('POST', '/api/applicant-role/', jordan.token, {
      invitee_id: invited.json().id,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: owner.transactionId, applicant: { role: 20 } });
    expect((await call('GET', '/api/invitations/', jordan.token)).json().invitations).toEqual([]);
    // Accepting again (a second tap, another tab) answers the same application.
    const again = await call('POST', '/api/applicant-role/', jordan.token, { invitee_id: invited.json().id });
    expect(again.json()).toMatchObject({ id: owner.transactionId, applicant: joined.json().applicant });
    expect((await call('GET', `/api/transactions/${owner.transactionId}/`, jordan.token)).statusCode).toBe(
      200,
    );
  });

  it('invites a guarantor by e-mail', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const response = await call(
      'POST',
      `/api/transaction/${owner.transactionId}/guarantors/`,
      owner.user.token,
      {
        first_name: 'Pat',
        last_name: 'Quinn',
        email: 'Pat.Quinn@Example.com',
      },
    );
    expect(response.json()).toMatchObject({ role: 30, email: 'pat.quinn@example.com' });
    const [mail] = await context()
      .database.db.select()
      .from(mailMessages)
      .orderBy(desc(mailMessages.id))
      .limit(1);
    expect(mail).toMatchObject({
      recipient: 'pat.quinn@example.com',
      subject: 'Avery Quinn invited you to apply at Maple Court Apartments',
    });
    expect(mail?.text).toContain('as a guarantor');
  });

  it.each([
    [{ ...roommate, phone_number: '555-0123' }, 'phone_number', 'Must be a valid US phone number'],
    [{ ...roommate, phone_number: '', email: '' }, 'phone_number', 'Phone Number or Email are required'],
    [{ ...roommate, phone_number: null, email: 'nope' }, 'email', 'Email must be a valid email'],
    [{ ...roommate, first_name: '' }, 'first_name', 'Invalid first name'],
    [{ ...roommate, last_name: 'X1' }, 'last_name', 'Invalid last name'],
    [{ ...roommate, first_name: 'a'.repeat(101) }, 'first_name', 'Exceeds 100 characters'],
    [
      { role: 50, first_name: 'Sky', last_name: 'Quinn', birthday: '2008-11-22' },
      'birthday',
      'Looks like this person is over 18.',
    ],
    [
      { role: 50, first_name: 'Sky', last_name: 'Quinn', birthday: '2027-01-01' },
      'birthday',
      'Birthday cannot be in the future',
    ],
    [
      { role: 50, first_name: 'Sky', last_name: 'Quinn', birthday: '2020-02-30' },
      'birthday',
      'Enter a valid date',
    ],
  ])('refuses %j: %s "%s"', async (payload, field, message) => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const response = await call(
      'POST',
      `/api/transaction/${owner.transactionId}/invitees/`,
      owner.user.token,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('ValidationError');
    expect(response.json().errors[field]).toContain(message);
  });

  it("says a dependent's birthday rule in Spanish, under the rule's own code", async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${owner.transactionId}/invitees/`,
      headers: { ...withToken(owner.user.token), 'accept-language': 'es' },
      payload: { role: 50, first_name: 'Sky', last_name: 'Quinn', birthday: '2008-11-22' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      code: 'dependent_over_18',
      message: 'Parece que esta persona es mayor de 18 años.',
      errors: { birthday: ['Parece que esta persona es mayor de 18 años.'] },
    });
  });

  it('adds a dependent without inviting anyone, edits and removes people', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const base = `/api/transaction/${owner.transactionId}`;
    const dependent = await call('POST', `${base}/invitees/`, owner.user.token, {
      role: 50,
      first_name: 'Sky',
      last_name: 'Quinn',
      birthday: '2016-05-04',
    });
    expect(dependent.json()).toMatchObject({ role: 50, birthday: '2016-05-04', invited_at: null });
    const invited = (await call('POST', `${base}/invitees/`, owner.user.token, roommate)).json();
    const resent = await call('PUT', `${base}/invitees/${invited.id}/`, owner.user.token, {
      ...roommate,
      phone_number: null,
      email: 'jordan@example.com',
      resend_invite: true,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ email: 'jordan@example.com', phone_number: null });
    const badResend = await call('PUT', `${base}/invitees/${invited.id}/`, owner.user.token, {
      ...roommate,
      phone_number: '123',
      resend_invite: true,
    });
    expect(badResend.json()).toMatchObject({
      error_type: 'ValidationError',
      errors: { phone_number: ['Must be a valid US phone number'] },
    });
    expect((await call('GET', `${base}/invitees/`, owner.user.token)).json().invitees).toHaveLength(2);
    expect(
      (await call('DELETE', `${base}/invitees/${dependent.json().id}/`, owner.user.token)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `${base}/invitees/${dependent.json().id}/`, owner.user.token)).statusCode,
    ).toBe(404);
  });

  it('lets only the primary applicant manage the household, and keeps strangers out', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const base = `/api/transaction/${owner.transactionId}`;
    const invited = (
      await call('POST', `${base}/invitees/`, owner.user.token, {
        ...roommate,
        phone_number: null,
        email: 'sam@example.com',
      })
    ).json();
    const sam = await signUp(context().app, registrationFor({ email: 'sam@example.com' }));
    await call('POST', '/api/applicant-role/', sam.token, { invitee_id: invited.id });
    expect((await call('POST', `${base}/invitees/`, sam.token, roommate)).statusCode).toBe(403);

    const stranger = await signUp(context().app);
    expect((await call('GET', `${base}/invitees/`, stranger.token)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `${base}/guarantors/`, stranger.token, {
          first_name: 'A',
          last_name: 'B',
          email: 'a@b.co',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/applicant-role/', stranger.token, { invitee_id: invited.id })).statusCode,
    ).toBe(404);

    const transaction = (await call('GET', `/api/transactions/${owner.transactionId}/`, sam.token)).json();
    const samApplicant = transaction.applicant.id;
    expect((await call('DELETE', `${base}/person/${owner.applicantId}/`, owner.user.token)).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `${base}/person/${samApplicant}/`, sam.token)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/person/${samApplicant}/`, owner.user.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/transactions/${owner.transactionId}/`, sam.token)).statusCode).toBe(404);
  });

  it('keeps one guarantor, fixes each person in their role and removes joined people as people', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const base = `/api/transaction/${owner.transactionId}`;
    const pat = { first_name: 'Pat', last_name: 'Quinn', email: 'pat@example.com' };
    expect((await call('POST', `${base}/guarantors/`, owner.user.token, pat)).statusCode).toBe(201);
    const second = await call('POST', `${base}/invitees/`, owner.user.token, { ...pat, role: 30 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This application already has a guarantor.');

    const invited = (await call('POST', `${base}/invitees/`, owner.user.token, roommate)).json();
    const promoted = await call('PUT', `${base}/invitees/${invited.id}/`, owner.user.token, {
      ...roommate,
      role: 30,
      resend_invite: true,
    });
    expect(promoted.statusCode).toBe(400);
    expect(promoted.json().errors.role).toHaveLength(1);
    const blank = await call('PUT', `${base}/invitees/${invited.id}/`, owner.user.token, {
      ...roommate,
      phone_number: '',
      email: null,
      resend_invite: true,
    });
    expect(blank.json().errors).toEqual({ phone_number: ['Phone Number or Email are required'] });

    const jordan = await signUp(context().app, { first_name: 'Jordan', phone_number: '(512) 555-0123' });
    await call('POST', '/api/applicant-role/', jordan.token, { invitee_id: invited.id });
    const listed = (await call('GET', `${base}/invitees/`, owner.user.token)).json().invitees;
    const joined = listed.find((person: { id: number }) => person.id === invited.id);
    expect(joined).toMatchObject({ joined: true, phone_number: '(512) 555-0123' });
    expect(joined.applicant_id).toEqual(expect.any(Number));
    // A joined roommate sees the household without the others' contact details.
    const seenByJordan = (await call('GET', `${base}/invitees/`, jordan.token)).json().invitees;
    expect(seenByJordan).toEqual(
      listed.map((person: object) => ({ ...person, email: null, phone_number: null, birthday: null })),
    );
    expect((await call('DELETE', `${base}/invitees/${invited.id}/`, owner.user.token)).statusCode).toBe(409);
    expect(
      (await call('DELETE', `${base}/person/${joined.applicant_id}/`, owner.user.token)).statusCode,
    ).toBe(204);
    expect((await call('GET', `${base}/invitees/`, owner.user.token)).json().invitees).toHaveLength(1);
  });

  it('invites each person once', async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const base = `/api/transaction/${owner.transactionId}`;
    const first = (await call('POST', `${base}/invitees/`, owner.user.token, roommate)).json();
    const again = await call('POST', `${base}/invitees/`, owner.user.token, {
      ...roommate,
      first_name: 'Jordy',
      phone_number: '(512) 555-0123',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      phone_number: ['This person has already been invited to your application.'],
    });
    const other = (
      await call('POST', `${base}/invitees/`, owner.user.token, { ...roommate, phone_number: '5125550124' })
    ).json();
    // Correcting someone may keep their own contact, not take another person's.
    const same = await call('PUT', `${base}/invitees/${first.id}/`, owner.user.token, {
      ...roommate,
      resend_invite: true,
    });
    expect(same.statusCode).toBe(200);
    const taken = await call('PUT', `${base}/invitees/${other.id}/`, owner.user.token, {
      ...roommate,
      resend_invite: true,
    });
    expect(taken.json().errors).toEqual({
      phone_number: ['This person has already been invited to your application.'],
    });
  });

  it("keeps the household's changes to the household", async () => {
    const owner = await startApplicationFor(context().app, context().database.db);
    const base = `/api/transaction/${owner.transactionId}`;
    const invited = (await call('POST', `${base}/invitees/`, owner.user.token, roommate)).json();
    const stranger = await signUp(context().app);
    const resend = { ...roommate, resend_invite: true };
    expect((await call('PUT', `${base}/invitees/${invited.id}/`, stranger.token, resend)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${base}/invitees/${invited.id}/`, stranger.token)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/invitees/999999/`, owner.user.token, resend)).statusCode).toBe(404);
    const anonymous = await context().app.inject({
      method: 'PUT',
      url: `${base}/invitees/${invited.id}/`,
      payload: resend,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('requires a session', async () => {
    expect((await context().app.inject({ method: 'GET', url: '/api/invitations/' })).statusCode).toBe(401);
  });
});
