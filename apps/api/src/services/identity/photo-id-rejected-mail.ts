import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { users } from '../../db/schema/users.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';

export const PHOTO_ID_REJECTED_TOPIC = 'identity.photo-id-rejected';

/**
 * Tells an applicant that the leasing team could not accept their photo ID, why, and where to verify
 * their identity again (payload: identity_verification_id, link to the Identity Verification page).
 */
export function photoIdRejectedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const attemptId = Number(payload.identity_verification_id);
    const [row] = await db
      .select({ attempt: identityVerifications, user: users, community: communities })
      .from(identityVerifications)
      .innerJoin(applicants, eq(applicants.id, identityVerifications.applicantId))
      .innerJoin(users, eq(users.id, applicants.userId))
      .innerJoin(communities, eq(communities.id, users.communityId))
      .where(eq(identityVerifications.id, attemptId));
    if (!row) throw new Error(`No photo ID review ${attemptId} to tell the applicant about`);
    const { language } = row.user;
    await mailer.send({
      community: row.community,
      to: row.user.email,
      subject: mailText(language, 'photo_id_rejected_subject'),
      text: [
        ...greetingLines(language, row.user.firstName),
        mailText(language, 'photo_id_rejected_body', {
          community: row.community.displayName,
          application: String(row.attempt.transactionId),
        }),
        mailText(language, 'photo_id_rejected_reason', { reason: row.attempt.rejectionReason ?? '' }),
        '',
        mailText(language, 'photo_id_rejected_again'),
        String(payload.link),
      ].join('\n'),
    });
  };
}
