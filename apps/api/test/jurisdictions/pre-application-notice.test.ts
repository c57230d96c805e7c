import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { pay, saveCard } from '../payments/payment-helpers.js';
import { getAs } from '../staff/staff-helpers.js';
import type { TestContext } from '../support/test-app.js';
import { describeApi } from '../support/test-app.js';

const noticeUrl = (id: number) => `/api/transaction/${id}/pre-application-notice/`;

/** An applicant who chose a lease and agreed to the payment terms, with a card saved: ready to pay. */
async function readyToPay(context: TestContext, unit: string, community: string) {
  const { app, database, clock } = context;
  const started = await startApplicationFor(app, database.db, unit, community);
  const headers = withToken(started.user.token);
  const steps = [
    app.inject({
      method: 'PATCH',
      url: `/api/transactions/${started.transactionId}/`,
      headers,
      payload: { move_in_date: '2027-01-15', lease_term: 12 },
    }),
    app.inject({
      method: 'POST',
      url: `/api/transaction/${started.transactionId}/terms-accepted/`,
      headers,
      payload: { type: 'payments', context: { time: clock.now().toISOString() } },
    }),
  ];
  for (const step of steps) {
    const response = await step;
    if (response.statusCode >= 300) throw new Error(`getting ready to pay failed: ${response.body}`);
  }
  const methodId = await saveCard(app, started.user.token, started.transactionId);
  return { ...started, methodId };
}

function accept(context: TestContext, token: string | null, id: number, revision: string, time?: string) {
  return context.app.inject({
    method: 'POST',
    url: noticeUrl(id),
    headers: token ? withToken(token) : {},
    payload: { revision, context: { time: time ?? context.clock.now().toISOString() } },
  });
}

describeApi('the notice the law asks for before any fee (issue 39)', (context) => {
  it('Cal. Civ. Code § 1950.6(c): at Bayview Terrace no fee is charged until the notice is accepted, then it is', async () => {
    const { app } = context();
    const { user, transactionId, methodId } = await readyToPay(context(), 'B101', 'bayview-terrace');
    const read = await getAs(app, user.token, noticeUrl(transactionId));
    expect(read.statusCode, read.body).toBe(200);
    const { notice, required, accepted_at } = read.json();
    expect({ required, accepted_at }).toEqual({ required: true, accepted_at: null });
    expect(notice).toMatchObject({
      law: 'California',
      cite: 'Cal. Civ. Code § 1950.6',
      revision: 'california:2026-11-28+2026-11-22',
    });
    expect(notice.html).toContain('The law of California asks Harbor');
    expect(notice.html).toContain('What is checked');
    expect(notice.html).toContain('does not accept a screening report you had made yourself');

    const refused = await pay(app, user.token, transactionId, { payment_method_id: methodId });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      error_type: 'ValidationError',
      message:
        'Before any fee is paid, the law here requires you to read and accept the screening notice on this page.',
    });

    const accepted = await accept(context(), user.token, transactionId, notice.revision);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().accepted_at).toBe(context().clock.now().toISOString());
    expect((await accept(context(), user.token, transactionId, notice.revision)).statusCode).toBe(200);

    const paid = await pay(app, user.token, transactionId, { payment_method_id: methodId });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuses a revision not shown, a time in the future, no session and somebody else’s application', async () => {
    const { app, clock } = context();
    const { user, transactionId } = await startApplicationFor(
      app,
      context().database.db,
      'B101',
      'bayview-terrace',
    );
    const { revision } = (await getAs(app, user.token, noticeUrl(transactionId))).json().notice;
    const stale = await accept(context(), user.token, transactionId, 'california:2020-01-01+2020-01-01');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.revision).toEqual([
      'The screening notice has changed since you opened it. Please read it again and accept it.',
    ]);
    const later = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    expect((await accept(context(), user.token, transactionId, revision, later)).statusCode).toBe(400);
    expect((await accept(context(), user.token, transactionId, revision, 'yesterday')).statusCode).toBe(400);
    expect((await accept(context(), null, transactionId, revision)).statusCode).toBe(401);
    const stranger = await signUp(app, {}, 'bayview-terrace');
    expect((await accept(context(), stranger.token, transactionId, revision)).statusCode).toBe(404);
    expect((await getAs(app, stranger.token, noticeUrl(transactionId))).statusCode).toBe(404);
  });

  it('a Texas community asks for none, and pays as before', async () => {
    const { app } = context();
    const { user, transactionId, methodId } = await readyToPay(context(), '102', 'maple-court');
    expect((await getAs(app, user.token, noticeUrl(transactionId))).json()).toEqual({
      required: false,
      notice: null,
      accepted_at: null,
    });
    expect((await accept(context(), user.token, transactionId, 'any')).statusCode).toBe(409);
    expect((await pay(app, user.token, transactionId, { payment_method_id: methodId })).statusCode).toBe(201);
  });
});
