import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { describeTransactionFor } from '../transactions/describe-transaction.js';
import { accessLease } from './lease-access.js';
import { offerFor, openRenewalOf } from './renewal-offers.js';
import { loadRenewalPricing } from './renewal-pricing.js';

/**
 * POST /api/leases/{id}/renewal/: a resident takes the offer for one term. One database transaction: the
 * renewal (type 30, submitted for the leasing team, at the rent quoted now), everyone on the lease as its
 * household (they all sign the renewal lease), the requester's submitted step and the audit record. A
 * second request while one is under way is a 409; the lease row lock makes two at once one.
 */
export async function requestRenewal(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
  months: number,
): Promise<LeaseTransaction> {
  const { db, clock } = context;
  const lease = await accessLease(db, session, leaseId, { residentsOnly: true });
  const quote = offerFor(context, await loadRenewalPricing(db, lease), months);
  const now = clock.now();
  const transactionId = await db.transaction(async (tx) => {
    await tx.select({ id: leases.id }).from(leases).where(eq(leases.id, lease.id)).for('update');
    if (await openRenewalOf(tx, lease.id)) throw new AppError('Conflict', 'renewal_under_way');
    const [renewal] = await tx
      .insert(leaseTransactions)
      .values({
        communityId: lease.communityId,
        unitId: lease.unitId,
        type: TransactionType.Renewal,
        leaseId: lease.id,
        status: ApplicationStatus.Submitted,
        leaseTerm: quote.termMonths,
        moveInDate: quote.startDate,
        quotedAt: now,
        quotedRentCents: quote.rentCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leaseTransactions.id });
    if (!renewal) throw new Error('The renewal was not stored');
    const residents = await tx
      .select({ userId: leaseResidents.userId, role: leaseResidents.role })
      .from(leaseResidents)
      .where(eq(leaseResidents.leaseId, lease.id))
      .orderBy(asc(leaseResidents.role), asc(leaseResidents.id));
    const household = await tx
      .insert(applicants)
      .values(residents.map((resident) => ({ leaseTransactionId: renewal.id, ...resident, createdAt: now })))
      .returning({ id: applicants.id, userId: applicants.userId });
    const requester = household.find((person) => person.userId === session.userId);
    await tx.insert(transactionEvents).values({
      leaseTransactionId: renewal.id,
      applicantId: requester?.id ?? null,
      event: TransactionStep.Submitted,
      createdAt: now,
    });
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: renewal.id,
      action: 'renewal.requested',
      details: {
        lease_id: lease.id,
        lease_term: quote.termMonths,
        monthly_rent_cents: quote.rentCents,
        lease_start_date: quote.startDate,
        lease_end_date: quote.endDate,
      },
      createdAt: now,
    });
    return renewal.id;
  });
  return describeTransactionFor(db, clock, transactionId, session.userId);
}
