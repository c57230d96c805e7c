import type { Database } from '../../db/client.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
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
    const { language } = row;
    await mailer.send({
      community: row.community,
      to: row.email,
      subject: mailText(language, 'documents_requested_subject', { unit: row.unitNumber }),
      text: [
        ...greetingLines(language, row.firstName),
        mailText(language, 'documents_requested_body'),
        '',
        String(payload.note ?? ''),
        '',
        mailText(language, 'documents_requested_add'),
      ].join('\n'),
    });
  };
}
