import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import {
  finishPagesBeforeIncome,
  type StartedApplication,
  startApplicationFor,
} from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { pay, saveCard } from '../payments/payment-helpers.js';

/** The sandbox's test SSNs (docs/api.md): the last four digits name the category with a finding. */
export const TEST_SSNS = {
  clear: '500010001',
  thinCreditFile: '500010010',
  criminalReview: '500010020',
  eviction: '500010030',
} as const;

export const TEST_ITIN = '912701234';

async function post(app: FastifyInstance, token: string, url: string, payload: object, status: number) {
  const response = await app.inject({ method: 'POST', url, headers: withToken(token), payload });
  if (response.statusCode !== status) throw new Error(`POST ${url} failed: ${response.body}`);
}

/**
 * A new Maple Court applicant who finished every step up to Income & Employment (no income or assets)
 * and nothing more: Fees & Deposits is still to pay.
 */
export async function applicationBeforeFees(app: FastifyInstance, db: Database): Promise<StartedApplication> {
  const application = await startApplicationFor(app, db);
  await finishPagesBeforeIncome(app, application);
  const { user, transactionId } = application;
  await post(
    app,
    user.token,
    `/api/transaction/${transactionId}/financial-sources/`,
    { report_no_income_assets: 'True' },
    200,
  );
  await post(app, user.token, `/api/page-complete/${transactionId}/`, { page: 'income-employment' }, 200);
  return application;
}

/** …who then agreed to the payment terms and paid with the sandbox's good card: next is Screening. */
export async function applicationAtScreening(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
): Promise<StartedApplication> {
  const application = await applicationBeforeFees(app, db);
  const { user, transactionId } = application;
  await post(
    app,
    user.token,
    `/api/transaction/${transactionId}/terms-accepted/`,
    { type: 'payments', context: { time: clock.now().toISOString() } },
    201,
  );
  const paid = await pay(app, user.token, transactionId, {
    payment_method_id: await saveCard(app, user.token, transactionId),
  });
  if (paid.statusCode !== 201) throw new Error(`paying failed: ${paid.body}`);
  return application;
}

export function submitScreening(
  app: FastifyInstance,
  { user, transactionId }: StartedApplication,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/transaction/${transactionId}/screening/`,
    headers: { ...withToken(user.token), ...headers },
    payload,
  });
}
