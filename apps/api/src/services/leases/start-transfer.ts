import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { carriedOverSteps } from '@portal/domain/flow/flow-steps';
import { canTransfer } from '@portal/domain/flow/transfer';
import { and, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { accessLease } from './lease-access.js';

/** A transfer in one of these states is over: another may start. */
const finishedStatuses = [ApplicationStatus.Cancelled, ApplicationStatus.Denied, ApplicationStatus.Completed];

/**
 * POST /api/leases/{id}/transfer/: one of the lease's residents applies for another available unit of the
 * same community. One write: the Transfer (type 60) naming the lease, the caller as its primary applicant
 * and the lease's other residents with their roles, each adult's address set to the unit they live in and
 * the steps a current resident already passed recorded as finished (docs/decisions/0007).
 */
export async function startTransfer(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
  unitId: number,
): Promise<TransactionAccess> {
  const { db, clock } = context;
  const lease = await accessLease(db, session, leaseId, { residentsOnly: true });
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.communityId, lease.communityId)));
  if (!unit)
    throw new AppError('ValidationError', 'unit_not_available', {
      unit_id: ['choose_unit_of_community'],
    });
  if (unit.id === lease.unitId)
    throw new AppError('ValidationError', 'same_unit', { unit_id: ['same_unit'] });
  if (!unit.available)
    throw new AppError('ValidationError', 'unit_not_available', {
      unit_id: ['unit_not_available'],
    });
  const [[home], [community], residents] = await Promise.all([
    db.select({ unitNumber: units.unitNumber }).from(units).where(eq(units.id, lease.unitId)),
    db
      .select({ address: communities.normalizedStreetAddress })
      .from(communities)
      .where(eq(communities.id, lease.communityId)),
    db
      .select({ userId: leaseResidents.userId, role: leaseResidents.role })
      .from(leaseResidents)
      .where(eq(leaseResidents.leaseId, lease.id)),
  ]);
  if (!home || !community) throw new Error(`Lease ${lease.id} names a missing unit or community`);
  const address = splitBuildingAddress(community.address);
  const now = clock.now();

  return db.transaction(async (tx) => {
    // The lease row lock makes two clicks at once start one transfer, not two.
    const [locked] = await tx
      .select({ status: leases.status })
      .from(leases)
      .where(eq(leases.id, lease.id))
      .for('update');
    if (!locked || !canTransfer(locked)) throw new AppError('Conflict', 'lease_not_transferable');
    const [open] = await tx
      .select({ id: leaseTransactions.id })
      .from(leaseTransactions)
      .where(
        and(
          eq(leaseTransactions.leaseId, lease.id),
          eq(leaseTransactions.type, TransactionType.Transfer),
          notInArray(leaseTransactions.status, finishedStatuses),
        ),
      )
      .limit(1);
    if (open)
      throw new AppError('Conflict', 'transfer_under_way', { transaction_id: [{ said: String(open.id) }] });

    const [transaction] = await tx
      .insert(leaseTransactions)
      .values({
        communityId: lease.communityId,
        unitId: unit.id,
        type: TransactionType.Transfer,
        leaseId: lease.id,
        status: ApplicationStatus.InProgress,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!transaction) throw new Error('Could not create the transfer');
    // The caller leads the transfer; whoever led the lease before joins it as a roommate.
    const household = [
      { userId: session.userId, role: roles.primary_applicant.code as number },
      ...residents
        .filter((resident) => resident.userId !== session.userId)
        .map((resident) => ({
          userId: resident.userId,
          role: resident.role === roles.primary_applicant.code ? roles.co_applicant.code : resident.role,
        })),
    ];
    const added = await tx
      .insert(applicants)
      .values(
        household.map((member) => ({
          leaseTransactionId: transaction.id,
          userId: member.userId,
          role: member.role,
          addressStreet: address.street_address,
          addressLine2: `Unit ${home.unitNumber}`,
          addressCity: address.city,
          addressState: address.state,
          addressPostalCode: address.postal_code,
          createdAt: now,
        })),
      )
      .returning();
    const adults = added.filter((applicant) => applicant.role !== roles.dependent.code);
    await tx.insert(transactionEvents).values(
      adults.flatMap((applicant) =>
        carriedOverSteps(TransactionType.Transfer).map((event) => ({
          leaseTransactionId: transaction.id,
          applicantId: applicant.id,
          event,
          createdAt: now,
        })),
      ),
    );
    const applicant = added.find((row) => row.userId === session.userId);
    if (!applicant) throw new Error('Could not add the resident to the transfer');
    return { transaction, applicant };
  });
}
