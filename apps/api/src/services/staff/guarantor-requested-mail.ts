import type { Database } from '../../db/client.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { applicantMailContext } from './applicant-mail-context.js';

export const GUARANTOR_REQUESTED_TOPIC = 'guarantor.requested';

/** Asks the primary applicant to add a guarantor (payload: applicant_id, note). */
export function guarantorRequestedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const row = await applicantMailContext(db, Number(payload.applicant_id));
    if (!row) return;
    const note = typeof payload.note === 'string' && payload.note ? ['', payload.note] : [];
    const { language } = row;
    await mailer.send({
      community: row.community,
      to: row.email,
      subject: mailText(language, 'guarantor_requested_subject', { unit: row.unitNumber }),
      text: [
        ...greetingLines(language, row.firstName),
        mailText(language, 'guarantor_requested_body'),
        ...note,
        '',
        mailText(language, 'guarantor_requested_invite'),
      ].join('\n'),
    });
  };
}
