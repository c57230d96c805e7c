import type { Profile } from '@portal/domain/schemas/profile';
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
  return identityStatusFrom(attempts.map((attempt) => attempt.status));
}

/** The status from a person's attempts, newest first (the rules above). */
export function identityStatusFrom(newestFirst: readonly string[]): IdentityStatus {
  if (newestFirst.includes('passed')) return 'verified';
  if (newestFirst.includes('pending_review')) return 'pending';
  const latest = newestFirst[0];
  if (!latest) return 'not_started';
  return latest === 'failed' || latest === 'rejected' ? 'failed' : 'pending';
}
