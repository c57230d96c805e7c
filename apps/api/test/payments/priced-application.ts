import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
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
