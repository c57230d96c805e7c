import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { criminalReviewLetters } from '../../db/schema/criminal-review-letters.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { applicantMailContext } from '../staff/applicant-mail-context.js';

export const CRIMINAL_REVIEW_LETTER_TOPIC = 'criminal_review_letter.sent';

/** Tells the applicant a letter waits for them, and until when they may answer (payload: letter_id). */
export function criminalReviewLetterHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const [letter] = await db
      .select()
      .from(criminalReviewLetters)
      .where(eq(criminalReviewLetters.id, Number(payload.letter_id)));
    const row = letter ? await applicantMailContext(db, letter.applicantId) : undefined;
    if (!letter || !row) return;
    await mailer.send({
      community: row.community,
      to: row.email,
      subject: `About your application for unit ${row.unitNumber}: a letter from the leasing team`,
      text: [
        `Hi ${row.firstName},`,
        '',
        'Before deciding on your application, the leasing team would like to hear from you about the criminal history in your screening report.',
        `Log in and open your application to read the letter. You may answer until ${letter.respondBy}.`,
      ].join('\n'),
    });
  };
}
