import { roles } from '@portal/domain/constants/roles';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { applicants, invitees } from '../../db/schema/lease-transactions.js';
import { leaseChanges, leaseResidents, leases } from '../../db/schema/leases.js';
import { AppError } from '../../lib/app-error.js';

export type LeaseChangeRow = typeof leaseChanges.$inferSelect;

/** The change a lease transaction makes, or null for a transaction that is no lease change. */
export async function findLeaseChange(
  db: Database | DatabaseTransaction,
  transactionId: number,
): Promise<LeaseChangeRow | null> {
  const [change] = await db.select().from(leaseChanges).where(eq(leaseChanges.transactionId, transactionId));
  return change ?? null;
}

/** The new roommate's account, once they accepted the invitation the revision sent them. */
async function joinedRoommate(tx: DatabaseTransaction, inviteeId: number | undefined): Promise<number> {
  const [joined] = await tx
    .select({ userId: applicants.userId })
    .from(invitees)
    .innerJoin(applicants, eq(applicants.id, invitees.joinedApplicantId))
    .where(eq(invitees.id, inviteeId ?? 0));
  if (!joined) throw new AppError('Conflict', 'roommate_not_joined');
  return joined.userId;
}

/**
 * Countersigning a lease change makes it: the roommate joins or leaves the lease, the option's monthly
 * item is added or removed. A Lease Document changes no field. In the countersignature's transaction,
 * with the lease locked, so two changes countersigned at once both land.
 */
export async function applyLeaseChange(tx: DatabaseTransaction, change: LeaseChangeRow): Promise<number> {
  const [lease] = await tx.select().from(leases).where(eq(leases.id, change.leaseId)).for('update');
  if (!lease) throw new AppError('Conflict', 'change_overtaken');
  const { item } = change.details;
  switch (change.kind) {
    case 'add_roommate': {
      const userId = await joinedRoommate(tx, change.details.invitee_id);
      await tx
        .insert(leaseResidents)
        .values({ leaseId: lease.id, userId, role: roles.co_applicant.code })
        .onConflictDoNothing();
      break;
    }
    case 'remove_roommate':
      await tx
        .delete(leaseResidents)
        .where(
          and(
            eq(leaseResidents.id, change.details.lease_resident_id ?? 0),
            eq(leaseResidents.leaseId, lease.id),
          ),
        );
      break;
    case 'add_option':
    case 'remove_option': {
      const present = lease.monthlyItems.some((line) => line.name === item?.name);
      if (!item || present === (change.kind === 'add_option'))
        throw new AppError('Conflict', 'change_overtaken');
      const monthlyItems =
        change.kind === 'add_option'
          ? [...lease.monthlyItems, item]
          : lease.monthlyItems.filter((line) => line.name !== item.name);
      await tx.update(leases).set({ monthlyItems }).where(eq(leases.id, lease.id));
      break;
    }
    case 'document':
      break;
  }
  return lease.id;
}
