import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { addDays, formatCalendarDate, parseCalendarDate, todayIn } from '@portal/domain/dates/calendar-date';
import type { CriminalReview, CriminalReviewLetterRequest } from '@portal/domain/schemas/criminal-review';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { criminalReviewLetters } from '../../db/schema/criminal-review-letters.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { criminalRecordsToReview } from '../jurisdictions/criminal-records-considered.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { CRIMINAL_REVIEW_LETTER_TOPIC } from './criminal-review-mail.js';
import { describeLetters } from './criminal-review-view.js';

/** Without a screening policy, the number of days the applicant has to answer. */
const DEFAULT_RESPONSE_DAYS = 5;

/**
 * POST /api/staff/applications/{id}/criminal-review-letter/: a letter to every adult whose criminal
 * record needs review, with the days to answer from the screening policy; one database transaction with
 * its audit record and an e-mail to each of them. 409 unless the application waits for that review.
 */
export async function sendCriminalReviewLetters(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  request: CriminalReviewLetterRequest,
): Promise<CriminalReview[]> {
  const { db, clock } = context;
  const { transaction, community } = await staffTransaction(context, session, transactionId);
  if (transaction.status !== ApplicationStatus.PendingCriminalReview) {
    throw new AppError('Conflict', 'criminal_review_letter_not_due');
  }
  const records = await criminalRecordsToReview(db, community, transaction.id, clock.now());
  if (records.length === 0) {
    throw new AppError('Conflict', 'no_criminal_record_to_review');
  }
  const now = clock.now();
  const today = todayIn(community.timezone, now);
  const days = community.screeningPolicy?.criminal_response_days ?? DEFAULT_RESPONSE_DAYS;
  const start = parseCalendarDate(today);
  if (!start) throw new Error(`Not a calendar date: ${today}`);
  const respondBy = formatCalendarDate(addDays(start, days));
  const note = request?.note || null;
  const sent = await db.transaction(async (tx) => {
    const letters = await tx
      .insert(criminalReviewLetters)
      .values(
        records.map((record) => ({
          transactionId: transaction.id,
          applicantId: record.applicantId,
          sentByUserId: session.userId,
          note,
          recordSummary: record.summary,
          respondBy,
          sentAt: now,
        })),
      )
      .returning();
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'criminal_review_letter.sent',
      details: { applicant_ids: letters.map((letter) => letter.applicantId), respond_by: respondBy, note },
      createdAt: now,
    });
    for (const letter of letters) {
      await enqueueOutboxMessage(tx, clock, CRIMINAL_REVIEW_LETTER_TOPIC, { letter_id: letter.id });
    }
    return letters;
  });
  return describeLetters(context, sent, today);
}
