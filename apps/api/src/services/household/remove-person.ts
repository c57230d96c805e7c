import { roles } from '@portal/domain/constants/roles';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { applicants, invitees } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/** Removes a person who joined the application; the primary applicant stays, and only they can remove. */
export async function removePerson(
  context: AppContext,
  access: TransactionAccess,
  applicantId: number,
): Promise<void> {
  if (access.applicant.role !== roles.primary_applicant.code)
    throw new AppError('PermissionDenied', 'household_primary_only');
  const [person] = await context.db
    .select()
    .from(applicants)
    .where(and(eq(applicants.id, applicantId), eq(applicants.leaseTransactionId, access.transaction.id)));
  if (!person) throw notFound('person_not_found');
  if (person.role === roles.primary_applicant.code) {
    throw new AppError('Conflict', 'primary_applicant_not_removable');
  }
  await context.db.transaction(async (tx) => {
    await tx.delete(invitees).where(eq(invitees.joinedApplicantId, person.id));
    await tx.delete(applicants).where(eq(applicants.id, person.id));
  });
}
