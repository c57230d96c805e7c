import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { expect, it } from 'vitest';
import { signUp, withToken } from '../factories/users.js';
import { pricedApplication } from '../payments/priced-application.js';
import { describeApi } from '../support/test-app.js';

/** Spec part 2 §3, Lease transaction: the price, the people by role, milestones and the breakdown's end. */
describeApi('GET /api/transactions/{id}/: the spec fields of issue 37, item 24', (context) => {
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    context().app.inject({
      method,
      url,
      headers: token ? withToken(token) : {},
      ...(payload ? { payload } : {}),
    });
  const emailOf = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;

  it('answers the unit price, the lease end the breakdown charges to, and milestones among the events', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const page = await call('POST', `/api/page-complete/${transactionId}/`, user.token, { page: 'address' });
    expect(page.statusCode, page.body).not.toBe(500);
    const read = await call('GET', `/api/transactions/${transactionId}/`, user.token);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    // Unit 102's 12-month rent from 2026-12-15, as quoted; the lease ends the day before a year later.
    expect(body.unit.price).toBe(149_500);
    expect(body.breakdown_lease_end_date).toBe('2027-12-14');
    expect(body.unit_security_payment_option).toBe('security_deposit');
    for (const event of body.events) {
      expect(event.milestone).toBe(event.event === TransactionStep.Submitted);
    }
  });

  it('lists the household by role: joined people under their role, everyone else as invitees', async () => {
    const { user, transactionId } = await pricedApplication(context().app, context().database.db);
    const invite = async (person: object) => {
      const response = await call('POST', `/api/transaction/${transactionId}/invitees/`, user.token, person);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const roommateEmail = emailOf('roommate');
    const roommateInvitation = await invite({
      role: 20,
      first_name: 'Jordan',
      last_name: 'Reyes',
      email: roommateEmail,
    });
    const guarantorInvitation = await invite({
      role: 30,
      first_name: 'Pat',
      last_name: 'Quinn',
      email: emailOf('guarantor'),
    });
    const roommate = await signUp(context().app, {
      first_name: 'Jordan',
      last_name: 'Reyes',
      email: roommateEmail,
    });
    const joined = await call('POST', '/api/applicant-role/', roommate.token, {
      invitee_id: roommateInvitation,
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const body = (await call('GET', `/api/transactions/${transactionId}/`, user.token)).json();
    expect(body.co_applicants).toEqual([
      { id: joined.json().applicant.id, role: 20, first_name: 'Jordan', last_name: 'Reyes' },
    ]);
    expect(body.guarantors).toEqual([]);
    expect(body.occupants).toEqual([]);
    expect(body.invitees).toEqual([
      { id: guarantorInvitation, role: 30, first_name: 'Pat', last_name: 'Quinn' },
    ]);
    // The roommate reads the same household from their own place on it.
    const theirs = (await call('GET', `/api/transactions/${transactionId}/`, roommate.token)).json();
    expect(theirs.invitees).toEqual(body.invitees);
  });

  it('answers 401 without a session and 404 to anyone not on the transaction', async () => {
    const { transactionId } = await pricedApplication(context().app, context().database.db);
    expect((await call('GET', `/api/transactions/${transactionId}/`)).statusCode).toBe(401);
    const stranger = await signUp(context().app);
    expect((await call('GET', `/api/transactions/${transactionId}/`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/transactions/abc/', stranger.token)).statusCode).toBe(400);
  });
});
