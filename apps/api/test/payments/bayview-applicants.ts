import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { eq } from 'drizzle-orm';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { getAs } from '../staff/staff-helpers.js';
import type { TestContext } from '../support/test-app.js';
import { pay, saveCard } from './payment-helpers.js';

export const BAYVIEW_UNIT = 'B101';
export const BAYVIEW_FEE_CENTS = 5_500;

/** A Bayview Terrace (Oakland) applicant for B101 who accepted California's notice and paid the screening fee. */
export async function paidAtBayview(context: TestContext): Promise<StartedApplication> {
  const { app, database, clock } = context;
  const started = await startApplicationFor(app, database.db, BAYVIEW_UNIT, 'bayview-terrace');
  const headers = withToken(started.user.token);
  const url = (path: string) => `/api/transaction/${started.transactionId}/${path}`;
  const steps = [
    () =>
      app.inject({
        method: 'PATCH',
        url: `/api/transactions/${started.transactionId}/`,
        headers,
        payload: { move_in_date: '2027-01-15', lease_term: 12 },
      }),
    () =>
      app.inject({
        method: 'POST',
        url: url('terms-accepted/'),
        headers,
        payload: { type: 'payments', context: { time: clock.now().toISOString() } },
      }),
    async () => {
      const notice = await getAs(app, started.user.token, url('pre-application-notice/'));
      return app.inject({
        method: 'POST',
        url: url('pre-application-notice/'),
        headers,
        payload: { revision: notice.json().notice.revision, context: { time: clock.now().toISOString() } },
      });
    },
    async () =>
      pay(app, started.user.token, started.transactionId, {
        payment_method_id: await saveCard(app, started.user.token, started.transactionId),
      }),
  ];
  for (const step of steps) {
    const response = await step();
    if (response.statusCode >= 300) throw new Error(`paying at Bayview failed: ${response.body}`);
  }
  return started;
}

/** The application waits for a decision, as when its household finished it. */
export async function submitted(context: TestContext, application: StartedApplication): Promise<void> {
  await context.database.db
    .update(leaseTransactions)
    .set({ status: ApplicationStatus.Submitted })
    .where(eq(leaseTransactions.id, application.transactionId));
}
