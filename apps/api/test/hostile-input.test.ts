import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { AddressLookup } from '../src/providers/maps/address-lookup.js';
import { STRIPE_WEBHOOK_PATH } from '../src/routes/payments/stripe-webhook.routes.js';
import {
  finishPagesBeforeIncome,
  type StartedApplication,
  startApplicationFor,
  unitId,
} from './factories/transactions.js';
import { GOOD_PASSWORD, logIn, withToken } from './factories/users.js';
import { fakeStripe } from './payments/fake-stripe.js';
import { payableApplication } from './payments/priced-application.js';
import { TEST_SSNS } from './screening/screening-helpers.js';
import { submittedApplicant } from './staff/staff-helpers.js';
import {
  type HostileRequest,
  hostileRequestFor,
  injectedBody,
  type Operation,
  operationsOf,
} from './support/hostile-requests.js';
import type { KnownValues } from './support/schema-values.js';
import { describeApi, type TestContext } from './support/test-app.js';

/** Fixed, so that a failure found once is found again; bounded, so that the walk stays quick. */
const SEED = 16;
const RUNS_PER_OPERATION = 40;
/** A walk sends thousands of requests; Vitest's default timeout is sized for one. */
const WALK_TIMEOUT_MS = 180_000;

const STAFF_CREDENTIALS = { username: 'leasing@maplecourt.example', password: 'LeasingDemo2026' };

/**
 * Operations that end what the caller has run after the others, so those are tried with a live
 * application and session: deletions and the cancellation first, signing out last of all.
 */
function orderOfWalk(operation: Operation): number {
  if (operation.path.endsWith('/logout/')) return 2;
  if (operation.method === 'DELETE' || operation.path.endsWith('/cancel-application/')) return 1;
  return 0;
}

/**
 * Every operation the app documents, none skipped: every provider of the test apps is a sandbox or a
 * fake, so nothing leaves the process.
 */
async function documentedOperations(context: TestContext): Promise<Operation[]> {
  const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  return operationsOf(document).sort((a, b) => orderOfWalk(a) - orderOfWalk(b));
}

/** The maps service behind the address search, answering as one that finds nothing. */
const noAddressesFound: AddressLookup = { predict: async () => [] };

/** Logging on, as in production, so that hostile URLs also pass through the log serializers. */
const productionLogging = { logLevel: 'info', logStream: { write: () => undefined } };

async function send(context: TestContext, request: HostileRequest, token: string | undefined) {
  const body = injectedBody(request.body);
  return context.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...body.headers, ...(token ? withToken(token) : {}) },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

/**
 * Sends hostile requests to every documented operation; none may fail on the server's side. Every
 * operation is walked even after one fails, so that one run lists them all.
 */
async function walkEveryOperation(
  context: TestContext,
  caller: { token?: string; seed: number },
  known: KnownValues,
  walked: (operation: Operation) => boolean = () => true,
) {
  const failures: string[] = [];
  const operations = (await documentedOperations(context)).filter(walked);
  expect(operations.length).toBeGreaterThan(0);
  for (const [index, operation] of operations.entries()) {
    const outcome = await fc.check(
      fc.asyncProperty(hostileRequestFor(operation, known), async (request) => {
        const response = await send(context, request, caller.token);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({
            error_type: expect.any(String),
            message: expect.any(String),
          });
        }
      }),
      // Each caller and operation draws its own values, the same ones on every run.
      { seed: caller.seed + index, numRuns: RUNS_PER_OPERATION },
    );
    if (outcome.failed)
      failures.push(`${operation.method} ${operation.path}: ${fc.defaultReportMessage(outcome)}`);
  }
  expect(failures).toEqual([]);
}

async function expectHealthy(context: TestContext) {
  const health = await context.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const configuration = await context.app.inject({ method: 'GET', url: '/api/communities/maple-court/' });
  expect(configuration.statusCode).toBe(200);
  // A new user, a new application: the walk may have changed the demo staff member's e-mail (PUT
  // /api/profile/) and approved the submitted application, which takes its unit.
  const fresh = await startApplicationFor(context.app, context.database.db, '204');
  const signIn = await logIn(context.app, { username: fresh.user.email, password: GOOD_PASSWORD });
  expect(signIn.statusCode).toBe(200);
  const read = await context.app.inject({
    method: 'GET',
    url: `/api/transactions/${fresh.transactionId}/`,
    headers: withToken(fresh.user.token),
  });
  expect(read.statusCode).toBe(200);
}

describeApi(
  'hostile input',
  (context) => {
    let application: StartedApplication;
    let known: KnownValues;

    beforeAll(async () => {
      // Far enough along (priced, payment terms agreed, pages before income done) that the later steps'
      // routes get past their "not yet" answers.
      const { app, database, clock } = context();
      application = await payableApplication(app, database.db, clock);
      await finishPagesBeforeIncome(app, application);
      // A submitted one too, so that the staff review routes get past their "not submitted yet" answer.
      const submitted = await submittedApplicant(context(), TEST_SSNS.clear, 12 * 600_000);
      const transaction = [application.transactionId];
      known = {
        id: [application.transactionId, application.applicantId, submitted.transactionId],
        personId: [application.applicantId],
        applicant_id: [application.applicantId],
        transaction_id: transaction,
        lease_transaction_id: transaction,
        unit_id: [await unitId(database.db, '102'), await unitId(database.db, '407')],
        community: ['maple-court', 'cedar-point', 1],
      };
    });

    it(
      'answers every operation below 500 when signed out',
      () => walkEveryOperation(context(), { seed: SEED }, known),
      WALK_TIMEOUT_MS,
    );

    it(
      'answers every operation below 500 when signed in as staff',
      async () => {
        const staff = await logIn(context().app, STAFF_CREDENTIALS);
        await walkEveryOperation(context(), { token: staff.json().token, seed: SEED * 1000 }, known);
      },
      WALK_TIMEOUT_MS,
    );

    it(
      'answers every operation below 500 when signed in as an applicant',
      () => walkEveryOperation(context(), { token: application.user.token, seed: SEED * 2000 }, known),
      WALK_TIMEOUT_MS,
    );

    it('stays healthy afterwards: health, configuration, sign-in and a normal read all answer', () =>
      expectHealthy(context()));
  },
  { addressLookup: noAddressesFound, ...productionLogging },
);

// The Stripe webhook exists only where payments go to Stripe, so it gets an app of its own, whose Stripe
// is a fake that refuses every call (nothing reaches it: no hostile request carries a valid signature).
const refusingStripe = fakeStripe(() => ({ status: 400, body: { error: { message: 'not in this test' } } }));

describeApi(
  'hostile input to the Stripe webhook',
  (context) => {
    it(
      'answers the webhook below 500 whatever it is sent',
      async () => {
        await walkEveryOperation(
          context(),
          { seed: SEED },
          {},
          (operation) => operation.path === STRIPE_WEBHOOK_PATH,
        );
        await expectHealthy(context());
      },
      WALK_TIMEOUT_MS,
    );
  },
  { stripe: { ...refusingStripe.keys, webhookSecret: 'whsec_hostile_input' }, ...productionLogging },
);
