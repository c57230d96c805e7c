import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { rentalOptions } from '../../src/db/schema/pricing.js';
import type { Clock } from '../../src/lib/clock.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';

/** A Maple Court application for unit 102 with a move-in date and a 12-month term: it can be priced. */
export async function pricedApplication(app: FastifyInstance, db: Database): Promise<StartedApplication> {
  const application = await startApplicationFor(app, db);
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/transactions/${application.transactionId}/`,
    headers: withToken(application.user.token),
    payload: { move_in_date: '2026-12-15', lease_term: 12 },
  });
  if (response.statusCode !== 200) throw new Error(`choosing the lease failed: ${response.body}`);
  return application;
}

/** A priced application whose primary applicant agreed to the payment terms: ready to pay. */
export async function payableApplication(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
): Promise<StartedApplication> {
  const application = await pricedApplication(app, db);
  const response = await app.inject({
    method: 'POST',
    url: `/api/transaction/${application.transactionId}/terms-accepted/`,
    headers: withToken(application.user.token),
    payload: { type: 'payments', context: { time: clock.now().toISOString() } },
  });
  if (response.statusCode !== 201) throw new Error(`agreeing to the payment terms failed: ${response.body}`);
  return application;
}

/** The worked example of the pricing rules: unit 102, 12 months from 2026-12-15, a cat, a storage locker. */
export async function workedExampleApplication(
  app: FastifyInstance,
  db: Database,
): Promise<StartedApplication> {
  const application = await startApplicationFor(app, db);
  const options = await db.select().from(rentalOptions);
  const id = (key: string) => options.find((option) => option.key === key && option.communityId === 1)?.id;
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/transactions/${application.transactionId}/`,
    headers: withToken(application.user.token),
    payload: {
      move_in_date: '2026-12-15',
      lease_term: 12,
      selected_rental_options: [
        { rental_option_id: id('pets-cats'), quantity: 1 },
        { rental_option_id: id('storage'), quantity: 1 },
      ],
    },
  });
  if (response.statusCode !== 200) throw new Error(`choosing the lease failed: ${response.body}`);
  return application;
}
