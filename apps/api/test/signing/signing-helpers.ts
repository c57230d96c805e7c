import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { units } from '../../src/db/schema/units.js';
import type { OutboxHandler } from '../../src/outbox/outbox-message.js';
import { createBuiltInESign } from '../../src/providers/esign/built-in.js';
import { createInMemoryFileStore } from '../../src/providers/files/in-memory.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import { SEAL_DOCUMENT_TOPIC, sealDocumentHandler } from '../../src/services/signing/seal-document-job.js';
import {
  LEASE_EXECUTED_TOPIC,
  LEASE_SENT_TOPIC,
  leaseExecutedHandler,
  leaseSentHandler,
  SIGNING_REMINDER_TOPIC,
  signingReminderHandler,
} from '../../src/services/signing/signing-mail.js';
import {
  STAMP_SIGNATURES_TOPIC,
  stampSignaturesHandler,
} from '../../src/services/signing/stamp-signatures-job.js';
import type { StartedApplication } from '../factories/transactions.js';
import { logIn, withToken } from '../factories/users.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { DEMO_STAFF, staffToken, submittedApplicant } from '../staff/staff-helpers.js';
import type { TestContext } from '../support/test-app.js';

export const YEARLY_INCOME = 12 * 600_000;

export function call(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: token ? withToken(token) : {}, ...(payload ? { payload } : {}) });
}

/** A Maple Court applicant whose application the manager approved (unit 102 offered again first). */
export async function approvedApplicant(context: TestContext): Promise<StartedApplication> {
  await context.database.db.update(units).set({ available: true }).where(eq(units.unitNumber, '102'));
  const application = await submittedApplicant(context, TEST_SSNS.clear, YEARLY_INCOME);
  const manager = await staffToken(context.app, DEMO_STAFF.mapleCourtManager);
  const approved = await call(
    context.app,
    manager,
    'POST',
    `/api/staff/applications/${application.transactionId}/decision/`,
    {
      decision: 'approve',
    },
  );
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return application;
}

/**
 * The file store, key and signing provider the signing suites give their app, so the background rounds
 * they run by hand read and write the same files.
 */
export const signingAppOptions = {
  fileStore: createInMemoryFileStore(),
  fileEncryptionKey: randomBytes(32),
  esign: createBuiltInESign({}),
};

/** Runs the signing rounds of the outbox as the background worker would: stamping, sealing, e-mails. */
export async function runSigningOutbox(context: TestContext): Promise<void> {
  const { db } = context.database;
  const options = {
    ...signingAppOptions,
    db,
    clock: context.clock,
    mailer: createSandboxMailer({ db, clock: context.clock }),
  };
  const handlers: Record<string, OutboxHandler> = {
    [STAMP_SIGNATURES_TOPIC]: stampSignaturesHandler(options),
    [SEAL_DOCUMENT_TOPIC]: sealDocumentHandler(options),
    [LEASE_SENT_TOPIC]: leaseSentHandler(options),
    [SIGNING_REMINDER_TOPIC]: signingReminderHandler(options),
    [LEASE_EXECUTED_TOPIC]: leaseExecutedHandler(options),
  };
  const waiting = await db
    .select()
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.topic, Object.keys(handlers)), isNull(outboxMessages.processedAt)))
    .orderBy(asc(outboxMessages.id));
  for (const message of waiting) {
    await handlers[message.topic]?.(message.payload);
    await db
      .update(outboxMessages)
      .set({ processedAt: context.clock.now() })
      .where(eq(outboxMessages.id, message.id));
  }
}

/** Opens the caller's ceremony for a document and returns its session token (the url's last segment). */
export async function openCeremony(
  app: FastifyInstance,
  token: string,
  transactionId: number,
  documentId: number,
) {
  const config = await call(
    app,
    token,
    'GET',
    `/api/transaction/${transactionId}/esign-config/?document_id=${documentId}`,
  );
  if (config.statusCode !== 200) throw new Error(`esign-config failed: ${config.body}`);
  const body = config.json();
  return { config: body, session: String(body.data.url).split('/').at(-1) as string };
}

/** Consents and signs in a ceremony with a typed name, as the ceremony page does. */
export async function signInCeremony(app: FastifyInstance, session: string, extra: object = {}) {
  const ceremony = (await app.inject({ method: 'GET', url: `/api/esign/sessions/${session}/` })).json();
  await app.inject({
    method: 'POST',
    url: `/api/esign/sessions/${session}/consent/`,
    payload: { version: ceremony.disclosure?.version ?? '' },
  });
  return app.inject({
    method: 'POST',
    url: `/api/esign/sessions/${session}/sign/`,
    payload: {
      signature: { kind: 'typed', name: ceremony.signer?.name ?? 'Pat Doe' },
      fields: { initials: 'AB' },
      ...extra,
    },
  });
}

/** The token of the latest signing link e-mailed to `email` (the `g` of a guest's sign-in). */
export async function guestLinkToken(context: TestContext, email: string): Promise<string> {
  const [mail] = await context.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.recipient, email))
    .orderBy(desc(mailMessages.id));
  return decodeURIComponent(/sign-request\/([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
}

/** Staff add a guarantor who never applied as a guest signer; the guest opens the link: their session. */
export async function guestGuarantorSession(
  context: TestContext,
  staff: string,
  transactionId: number,
  name: string,
): Promise<string> {
  const email = `guest-${randomBytes(6).toString('hex')}@example.com`;
  const added = await call(
    context.app,
    staff,
    'POST',
    `/api/staff/applications/${transactionId}/guest-signers/`,
    {
      name,
      email,
      guarantor: true,
    },
  );
  if (added.statusCode !== 201) throw new Error(`adding the guest failed: ${added.body}`);
  const login = await logIn(context.app, { g: await guestLinkToken(context, email) });
  if (login.statusCode !== 200) throw new Error(`the guest link failed: ${login.body}`);
  return login.json().token as string;
}
