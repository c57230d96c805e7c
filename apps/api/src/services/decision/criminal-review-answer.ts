import { todayIn } from '@portal/domain/dates/calendar-date';
import type { CriminalReview, CriminalReviewResponse } from '@portal/domain/schemas/criminal-review';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { criminalReviewLetters } from '../../db/schema/criminal-review-letters.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { accessTransaction } from '../transactions/transaction-access.js';
import { canRespond, describeLetters } from './criminal-review-view.js';

/** The caller's own latest letter on the application, with what "today" is in its community. */
export async function ownLetter(context: AppContext, session: AuthenticatedSession, transactionId: number) {
  const { db, clock } = context;
  const { transaction, applicant } = await accessTransaction(db, transactionId, session.userId);
  const [[letter], [community]] = await Promise.all([
    db
      .select()
      .from(criminalReviewLetters)
      .where(
        and(
          eq(criminalReviewLetters.transactionId, transaction.id),
          eq(criminalReviewLetters.applicantId, applicant.id),
        ),
      )
      .orderBy(desc(criminalReviewLetters.sentAt), desc(criminalReviewLetters.id))
      .limit(1),
    db.select().from(communities).where(eq(communities.id, transaction.communityId)),
  ]);
  if (!letter || !community) throw notFound('no_criminal_review_letter');
  return { transaction, applicant, letter, community, today: todayIn(community.timezone, clock.now()) };
}

/** GET /api/transactions/{id}/criminal-review/: the letter sent to the caller and their answer, if any. */
export async function criminalReviewFor(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
): Promise<CriminalReview> {
  const { letter, today } = await ownLetter(context, session, transactionId);
  const [described] = await describeLetters(context, [letter], today);
  if (!described) throw notFound('no_criminal_review_letter');
  return described;
}

/**
 * POST /api/transactions/{id}/criminal-review/response/: the statement and the caller's own uploads, in
 * one database transaction. Once only, and until respond_by ends.
 */
export async function answerCriminalReview(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
  response: CriminalReviewResponse,
): Promise<CriminalReview> {
  const { db, clock } = context;
  const { transaction, applicant, letter, today } = await ownLetter(context, session, transactionId);
  if (letter.respondedAt !== null) throw new AppError('Conflict', 'already_answered');
  if (!canRespond(letter, today)) throw new AppError('Conflict', 'response_window_closed');
  const answered = await db.transaction(async (tx) => {
    // The caller's own uploads that belong to nothing else. They stay off the transaction, so the rest of
    // the household never reads them; the uploader and the leasing team do.
    if (response.document_ids.length > 0) {
      const own = await tx
        .select({ id: uploadedFiles.id })
        .from(uploadedFiles)
        .where(
          and(
            inArray(uploadedFiles.id, response.document_ids),
            eq(uploadedFiles.userId, applicant.userId),
            eq(uploadedFiles.communityId, transaction.communityId),
            isNull(uploadedFiles.financialSourceId),
            isNull(uploadedFiles.transactionId),
          ),
        );
      if (own.length !== response.document_ids.length) {
        throw new AppError('ValidationError', 'unknown_document', { document_ids: ['unknown_document'] });
      }
    }
    const [row] = await tx
      .update(criminalReviewLetters)
      .set({ statement: response.statement, documentIds: response.document_ids, respondedAt: clock.now() })
      .where(and(eq(criminalReviewLetters.id, letter.id), isNull(criminalReviewLetters.respondedAt)))
      .returning();
    // Answered by a request that got there first (a double click): the same refusal as afterwards.
    if (!row) throw new AppError('Conflict', 'already_answered');
    return row;
  });
  const [described] = await describeLetters(context, [answered], today);
  if (!described) throw notFound('no_criminal_review_letter');
  return described;
}
