import type { Database } from '../../db/client.js';
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
    await mailer.send({
      community: row.community,
      to: row.email,
      subject: `A guarantor is needed for your application for unit ${row.unitNumber}`,
      text: [
        `Hi ${row.firstName},`,
        '',
        'To go on with your application, the leasing team asks you to add a guarantor.',
        ...note,
        '',
        'Log in and open your application to invite one.',
      ].join('\n'),
    });
  };
}
