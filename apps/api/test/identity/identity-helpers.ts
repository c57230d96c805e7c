import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { smsMessages } from '../../src/db/schema/sms-messages.js';
import type { Clock } from '../../src/lib/clock.js';
import type { StartedApplication } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { applicationAtScreening, submitScreening, TEST_SSNS } from '../screening/screening-helpers.js';
import { samplePng } from '../uploads/sample-files.js';
import { uploadFile } from '../uploads/upload-file.js';

export const IDENTITY_STEP = 80;

/** A new Maple Court applicant who finished Screening: Identity Verification is next. */
export async function applicationAtIdentity(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
): Promise<StartedApplication> {
  const application = await applicationAtScreening(app, db, clock);
  const screened = await submitScreening(app, application, { ssn: TEST_SSNS.clear, terms_accepted: true });
  if (screened.statusCode !== 201) throw new Error(`screening failed: ${screened.body}`);
  return application;
}

type Method = 'GET' | 'POST' | 'PATCH';

export function identityCall(
  app: FastifyInstance,
  { user, transactionId }: StartedApplication,
  method: Method,
  payload?: object,
  token: string | null = user.token,
) {
  return app.inject({
    method,
    url: `/api/transactions/${transactionId}/identity-verification/`,
    headers: token ? withToken(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** The newest text the sandbox sent to `phone`, as the dev mailbox shows it. */
export async function lastTextTo(db: Database, phone: string): Promise<string> {
  const [message] = await db
    .select({ text: smsMessages.text })
    .from(smsMessages)
    .where(eq(smsMessages.recipient, phone))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  if (!message) throw new Error(`no text to ${phone}`);
  return message.text;
}

/** The code in a sandbox text ("… 123456 is your …") or call ("… is 1 2 3 4 5 6. …"). */
export function passcodeIn(text: string): string {
  const found = /(\d(?: ?\d){5})/.exec(text);
  if (!found?.[1]) throw new Error(`no passcode in "${text}"`);
  return found[1].replace(/ /g, '');
}

export async function identityStepsOf(db: Database, { transactionId, applicantId }: StartedApplication) {
  const events = await db
    .select({ applicantId: transactionEvents.applicantId, event: transactionEvents.event })
    .from(transactionEvents)
    .where(eq(transactionEvents.leaseTransactionId, transactionId));
  return events.filter((event) => event.applicantId === applicantId && event.event === IDENTITY_STEP);
}

/** Uploads a small PNG as the applicant, as the manual page does first: the file's id. */
export const uploadPhotoId = (app: FastifyInstance, token: string): Promise<string> =>
  uploadFile(app, token, [
    { name: 'file', filename: 'license.png', contentType: 'image/png', content: samplePng },
  ]);
