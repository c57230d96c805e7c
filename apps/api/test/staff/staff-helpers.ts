import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { applicants } from '../../src/db/schema/lease-transactions.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import type { OutboxHandler } from '../../src/outbox/outbox-message.js';
import type { Mailer } from '../../src/providers/mail/mailer.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import { submitWhenHouseholdFinished } from '../../src/services/transactions/submit-when-household-finished.js';
import type { StartedApplication } from '../factories/transactions.js';
import { logIn, withToken } from '../factories/users.js';
import { applicationAtScreening, submitScreening } from '../screening/screening-helpers.js';
import { finishIdentityVerification } from '../status/status-helpers.js';
import type { TestContext } from '../support/test-app.js';

/**
 * The demo fixture's staff: Harbor & Main Residential's admin (every community of the company) and two of
 * its Maple Court team, and Ridgeline Living's Cedar Point manager.
 */
export const DEMO_STAFF = {
  harborAdmin: {
    username: 'admin@harbormain.example',
    password: 'AdminDemo2026',
    community: 'maple-court',
  },
  mapleCourtAgent: {
    username: 'leasing@maplecourt.example',
    password: 'LeasingDemo2026',
    community: 'maple-court',
  },
  mapleCourtManager: {
    username: 'manager@maplecourt.example',
    password: 'ManagerDemo2026',
    community: 'maple-court',
  },
  cedarPointManager: {
    username: 'leasing@cedarpoint.example',
    password: 'LeasingDemo2026',
    community: 'cedar-point',
  },
} as const;

export async function staffToken(
  app: FastifyInstance,
  who: (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF],
): Promise<string> {
  const response = await logIn(app, { username: who.username, password: who.password }, who.community);
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  return response.json().token;
}

/** A GET as the holder of `token`, or anonymously with null. */
export function getAs(app: FastifyInstance, token: string | null, url: string) {
  return app.inject({ method: 'GET', url, headers: token ? withToken(token) : {} });
}

/** A Maple Court applicant, alone on the application, screened with `ssn`, who states this income a year. */
export async function screenedApplicant(
  context: TestContext,
  ssn: string,
  yearlyIncomeCents: number | null,
): Promise<StartedApplication> {
  const { app, clock, database } = context;
  const application = await applicationAtScreening(app, database.db, clock);
  const screened = await submitScreening(app, application, { ssn, terms_accepted: true });
  if (screened.statusCode !== 201) throw new Error(`screening failed: ${screened.body}`);
  await database.db
    .update(applicants)
    .set({ statedIncomeCents: yearlyIncomeCents })
    .where(eq(applicants.id, application.applicantId));
  return application;
}

/** …who then verified their identity, so the application is submitted (or held for criminal review). */
export async function submittedApplicant(
  context: TestContext,
  ssn: string,
  yearlyIncomeCents: number | null,
): Promise<StartedApplication> {
  const application = await screenedApplicant(context, ssn, yearlyIncomeCents);
  const { database, clock } = context;
  await finishIdentityVerification(
    database.db,
    application.transactionId,
    application.applicantId,
    clock.now(),
  );
  await database.db.transaction((tx) =>
    submitWhenHouseholdFinished(tx, context, application.transactionId, clock.now()),
  );
  return application;
}

/**
 * Hands every waiting outbox message of `topic` to its handler, with the mailer that keeps mail in the
 * database: other topics queued by the same tests (staff announcements …) cannot crowd it out of a batch.
 */
export async function deliverTopic(
  context: TestContext,
  topic: string,
  handlerFor: (deps: { db: Database; mailer: Mailer }) => OutboxHandler,
): Promise<void> {
  const { db } = context.database;
  const handler = handlerFor({ db, mailer: createSandboxMailer({ db, clock: context.clock }) });
  const waiting = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.topic, topic), isNull(outboxMessages.processedAt)));
  for (const message of waiting) {
    await handler(message.payload);
    await db
      .update(outboxMessages)
      .set({ processedAt: context.clock.now() })
      .where(eq(outboxMessages.id, message.id));
  }
}
