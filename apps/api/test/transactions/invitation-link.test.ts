import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { smsMessages } from '../../src/db/schema/sms-messages.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('invitation links: the invited person, for their sign-up', (context) => {
  const db = () => context().database.db;
  const emailOf = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const lookUp = (invite?: string) =>
    context().app.inject({
      method: 'GET',
      url: invite === undefined ? '/api/invitation-link/' : `/api/invitation-link/?invite=${invite}`,
    });

  async function invite(owner: StartedApplication, person: Record<string, unknown>): Promise<number> {
    const response = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${owner.transactionId}/invitees/`,
      headers: withToken(owner.user.token),
      payload: { role: 20, first_name: 'Jordan', last_name: 'Reyes', ...person },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  /** The `invite` value of the link in the last message sent to `recipient` (an e-mail or a text). */
  async function inviteIn(recipient: string, by: 'mail' | 'text'): Promise<string> {
    const table = by === 'mail' ? mailMessages : smsMessages;
    const [message] = await db()
      .select({ text: table.text })
      .from(table)
      .where(eq(table.recipient, recipient))
      .orderBy(desc(table.id))
      .limit(1);
    const token = /\/maple-court\/invitations\?invite=(\S+)/.exec(message?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token ?? '';
  }

  it('answers, with no session, the name and e-mail the household gave to the holder of the e-mailed link', async () => {
    const owner = await startApplicationFor(context().app, db());
    const email = emailOf('jordan');
    await invite(owner, { email });

    const response = await lookUp(await inviteIn(email, 'mail'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ first_name: 'Jordan', last_name: 'Reyes', email, phone_number: null });
  });

  it('answers the phone number of an invitation sent by text', async () => {
    const owner = await startApplicationFor(context().app, db());
    await invite(owner, { role: 30, first_name: 'Sam', phone_number: '5125550177' });

    const response = await lookUp(await inviteIn('(512) 555-0177', 'text'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: 'Sam',
      last_name: 'Reyes',
      email: null,
      phone_number: '(512) 555-0177',
    });
  });

  it('is a 400 without the token and a 404 for a made-up or altered one', async () => {
    const owner = await startApplicationFor(context().app, db());
    const email = emailOf('jordan');
    const inviteeId = await invite(owner, { email });
    const token = await inviteIn(email, 'mail');
    const signature = token.split('.')[1] ?? '';

    expect((await lookUp()).statusCode).toBe(400);
    expect((await lookUp(String(inviteeId))).statusCode).toBe(404);
    expect((await lookUp(`${inviteeId}.${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await lookUp(`99999999999.${signature}`)).statusCode).toBe(404);
    const notFound = await lookUp(`${inviteeId}.${signature.slice(0, -1)}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ error_type: 'NotFound' });
  });

  it("does not open another person's invitation with one's own link", async () => {
    const owner = await startApplicationFor(context().app, db());
    const mine = emailOf('mine');
    await invite(owner, { email: mine });
    const otherId = await invite(owner, { first_name: 'Riley', email: emailOf('other') });
    const signature = (await inviteIn(mine, 'mail')).split('.')[1];

    const response = await lookUp(`${otherId}.${signature}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Riley');
  });

  it('stops answering once the address is corrected and once the invitation is accepted', async () => {
    const owner = await startApplicationFor(context().app, db());
    const mistyped = emailOf('mistyped');
    const inviteeId = await invite(owner, { email: mistyped });
    const sentToTheWrongPerson = await inviteIn(mistyped, 'mail');
    const email = emailOf('jordan');
    const corrected = await context().app.inject({
      method: 'PUT',
      url: `/api/transaction/${owner.transactionId}/invitees/${inviteeId}/`,
      headers: withToken(owner.user.token),
      payload: { role: 20, first_name: 'Jordan', last_name: 'Reyes', email, resend_invite: true },
    });
    expect(corrected.statusCode).toBe(200);
    expect((await lookUp(sentToTheWrongPerson)).statusCode).toBe(404);
    const token = await inviteIn(email, 'mail');
    expect((await lookUp(token)).statusCode).toBe(200);

    const jordan = await signUp(context().app, { first_name: 'Jordan', email });
    const accepted = await context().app.inject({
      method: 'POST',
      url: '/api/applicant-role/',
      headers: withToken(jordan.token),
      payload: { invitee_id: inviteeId },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await lookUp(token)).statusCode).toBe(404);
  });
});
