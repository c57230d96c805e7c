import type {
  IdentityReview,
  IdentityReviewDecision,
  IdentityReviewOutcome,
} from '@portal/domain/schemas/identity-review';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { communitiesOf, requireStaffMember } from '../staff/staff-member.js';
import { finishIdentityStep, reopenIdentityStep } from './finish-identity-step.js';
import { PHOTO_ID_REJECTED_TOPIC } from './photo-id-rejected-mail.js';

const alreadyDecided = (status: string) =>
  status === 'passed' ? 'photo_id_already_approved' : 'photo_id_already_rejected';

/**
 * GET /api/staff/identity-reviews/: the photo IDs waiting for review in the staff member's company, the
 * longest waiting first.
 */
export async function listPhotoIdReviews(
  { db }: AppContext,
  session: SignedInSession,
): Promise<IdentityReview[]> {
  const staff = await requireStaffMember(db, session);
  const rows = await db
    .select({
      id: identityVerifications.id,
      transactionId: identityVerifications.transactionId,
      submittedAt: identityVerifications.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      slug: communities.slug,
      displayName: communities.displayName,
      uploadId: uploadedFiles.id,
      contentType: uploadedFiles.contentType,
    })
    .from(identityVerifications)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, identityVerifications.uploadId))
    .innerJoin(applicants, eq(applicants.id, identityVerifications.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, identityVerifications.transactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(and(eq(identityVerifications.status, 'pending_review'), communitiesOf(staff)))
    .orderBy(asc(identityVerifications.createdAt), asc(identityVerifications.id));
  return rows.map((row) => ({
    id: row.id,
    transaction_id: row.transactionId,
    applicant_name: `${row.firstName} ${row.lastName}`,
    community: { slug: row.slug, display_name: row.displayName },
    submitted_at: row.submittedAt.toISOString(),
    upload_id: row.uploadId,
    content_type: row.contentType,
  }));
}

/**
 * POST /api/staff/identity-reviews/{id}/decision/, in one write: approve (the applicant is verified, as by
 * any other way) or reject with a reason (their Identity Verification step reopens, the household is no
 * longer finished, and they are e-mailed why). A review of another company is answered as one that does
 * not exist; a review already decided is a 409, so two staff members cannot both decide it.
 */
export async function decidePhotoIdReview(
  context: AppContext,
  session: SignedInSession,
  reviewId: number,
  decision: IdentityReviewDecision,
  /** Where the applicant's pages are served: the e-mail links to their Identity Verification page. */
  origin: string,
): Promise<IdentityReviewOutcome> {
  const { db, clock } = context;
  const staff = await requireStaffMember(db, session);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        attempt: identityVerifications,
        transaction: leaseTransactions,
        applicant: applicants,
        slug: communities.slug,
      })
      .from(identityVerifications)
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, identityVerifications.transactionId))
      .innerJoin(applicants, eq(applicants.id, identityVerifications.applicantId))
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .where(
        and(
          eq(identityVerifications.id, reviewId),
          eq(identityVerifications.method, 'manual'),
          communitiesOf(staff),
        ),
      )
      .for('update', { of: identityVerifications });
    if (!found) throw notFound('review_not_found');
    const { attempt, transaction, applicant, slug } = found;
    if (attempt.status !== 'pending_review') throw new AppError('Conflict', alreadyDecided(attempt.status));
    const access = { transaction, applicant };
    const rejectionReason = decision.decision === 'reject' ? decision.reason : null;
    await tx
      .update(identityVerifications)
      .set({
        status: rejectionReason === null ? 'passed' : 'rejected',
        rejectionReason,
        reviewedByUserId: session.userId,
        finishedAt: now,
      })
      .where(eq(identityVerifications.id, attempt.id));
    if (rejectionReason === null) {
      await finishIdentityStep(tx, context, access, { verified: true, now });
    } else {
      await reopenIdentityStep(tx, access, now);
      await enqueueOutboxMessage(tx, clock, PHOTO_ID_REJECTED_TOPIC, {
        identity_verification_id: attempt.id,
        link: `${origin}/${slug}/transaction/${transaction.id}/id-verify`,
      });
    }
    publishAfterCommit(tx, {
      event: 'identity.updated',
      transactionId: transaction.id,
      applicantId: applicant.id,
      status: rejectionReason === null ? 'approved' : 'rejected',
    });
    return {
      id: attempt.id,
      status: rejectionReason === null ? 'verified' : 'rejected',
      rejection_reason: rejectionReason,
      decided_at: now.toISOString(),
    };
  });
}
