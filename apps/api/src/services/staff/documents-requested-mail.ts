import type { Database } from '../../db/client.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { applicantMailContext } from './applicant-mail-context.js';

export const DOCUMENTS_REQUESTED_TOPIC = 'documents.requested';

/** Tells one applicant the leasing team needs more income or asset documents (payload: transaction_id, applicant_id, note). */
export function documentsRequestedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const row = await applicantMailContext(db, Number(payload.applicant_id));
    // Left the application since: there is nobody to ask.
    if (!row) return;
    await mailer.send({
      community: row.community,
      to: row.email,
      subject: `More documents needed for your application for unit ${row.unitNumber}`,
      text: [
        `Hi ${row.firstName},`,
        '',
        "We're requesting additional info to verify your income/assets.",
        '',
        String(payload.note ?? ''),
        '',
        'Log in and open Income & Employment on your application to add the documents.',
      ].join('\n'),
    });
  };
}
