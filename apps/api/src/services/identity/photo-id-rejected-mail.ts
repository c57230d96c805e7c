import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { users } from '../../db/schema/users.js';
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
    await mailer.send({
      community: row.community,
      to: row.user.email,
      subject: 'Please verify your identity again',
      text: [
        `Hi ${row.user.firstName},`,
        '',
        `The leasing team at ${row.community.displayName} could not accept the photo ID you sent for application ${row.attempt.transactionId}.`,
        `Their reason: ${row.attempt.rejectionReason ?? ''}`,
        '',
        'Your application cannot be submitted until your identity is verified. Log in and verify it again here:',
        String(payload.link),
      ].join('\n'),
    });
  };
}
