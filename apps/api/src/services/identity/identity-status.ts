import type { Profile } from '@portal/domain/schemas/personal-details';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { applicants } from '../../db/schema/lease-transactions.js';

export type IdentityStatus = NonNullable<Profile['identity_status']>;

/**
 * Where the user stands with identity verification over all their applications: verified once any attempt
 * passed; pending while a photo ID waits for review or an attempt is under way; failed when their latest
 * attempt failed or their photo ID was rejected; not started before any attempt.
 */
export async function identityStatusOf(db: Database, userId: number): Promise<IdentityStatus> {
  const attempts = await db
    .select({ status: identityVerifications.status })
    .from(identityVerifications)
    .innerJoin(applicants, eq(applicants.id, identityVerifications.applicantId))
    .where(eq(applicants.userId, userId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id));
  if (attempts.some((attempt) => attempt.status === 'passed')) return 'verified';
  if (attempts.some((attempt) => attempt.status === 'pending_review')) return 'pending';
  const latest = attempts[0];
  if (!latest) return 'not_started';
  return latest.status === 'failed' || latest.status === 'rejected' ? 'failed' : 'pending';
}
