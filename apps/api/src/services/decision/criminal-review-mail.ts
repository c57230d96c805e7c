import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { criminalReviewLetters } from '../../db/schema/criminal-review-letters.js';
import { printedDay } from '../../messages/catalog-text.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
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
    const { language } = row;
    await mailer.send({
      community: row.community,
      to: row.email,
      subject: mailText(language, 'criminal_review_subject', { unit: row.unitNumber }),
      text: [
        ...greetingLines(language, row.firstName),
        mailText(language, 'criminal_review_body'),
        mailText(language, 'criminal_review_read', { date: printedDay(letter.respondBy, language) }),
      ].join('\n'),
    });
  };
}
