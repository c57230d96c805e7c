import type { DatabaseTransaction } from '../../db/client.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import type { LeasePerson } from '../signing/lease-facts.js';
import type { LeaseRow } from './lease-access.js';

type NewTransaction = Pick<
  typeof leaseTransactions.$inferInsert,
  'type' | 'status' | 'isMonthToMonth' | 'moveInDate' | 'quotedRentCents' | 'quotedAt'
>;

/**
 * A transaction that acts on a lease (a notice, a month-to-month choice): on the lease's unit, naming the
 * lease, with every resident as an applicant in their lease role, so each of them reads it and signs what
 * it sends like any application. Returns the residents with their applicant ids.
 */
export async function openLeaseChangeTransaction(
  tx: DatabaseTransaction,
  lease: LeaseRow,
  residents: readonly LeasePerson[],
  values: NewTransaction,
  now: Date,
) {
  const [transaction] = await tx
    .insert(leaseTransactions)
    .values({
      communityId: lease.communityId,
      unitId: lease.unitId,
      leaseId: lease.id,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!transaction) throw new Error('The lease transaction was not stored');
  const people: LeasePerson[] = [];
  for (const resident of residents) {
    if (resident.userId === null) continue;
    const [applicant] = await tx
      .insert(applicants)
      .values({
        leaseTransactionId: transaction.id,
        userId: resident.userId,
        role: resident.role,
        createdAt: now,
      })
      .returning({ id: applicants.id });
    people.push({ ...resident, applicantId: applicant?.id ?? null });
  }
  return { transaction, people };
}
