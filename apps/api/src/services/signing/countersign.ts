import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { applyLeaseChange, findLeaseChange, type LeaseChangeRow } from '../leases/apply-lease-change.js';
import { endTransferredLease } from '../leases/end-transferred-lease.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { requireStaffMember } from '../staff/staff-member.js';
import { type LeaseFacts, loadLeaseFacts } from './lease-facts.js';
import { SEAL_DOCUMENT_TOPIC } from './seal-document-job.js';
import { assertApproved } from './send-lease.js';
import { LEASE_EXECUTED_TOPIC } from './signing-mail.js';
import { everyoneHasSigned } from './signing-progress.js';

/** The people who live in the home: everyone with an account on the application but its guarantors. */
const residentRoles = [roles.primary_applicant.code, roles.co_applicant.code, roles.occupant.code];

/**
 * POST /api/staff/applications/{id}/countersign/: a manager signs for the landlord once everyone has
 * signed. One database transaction: every document executed with the countersignature, the application
 * Completed (step 110), the lease record and its residents (or, for a lease change, the change made to
 * its lease), the audit record; then the documents are sealed in the background and everyone is e-mailed.
 */
export async function countersignLease(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  client: { ip: string; userAgent: string | null },
): Promise<{ lease_id: number }> {
  const { db, clock } = context;
  const staff = await requireStaffMember(db, session);
  if (staff.role === 'leasing_agent') throw new AppError('PermissionDenied', 'managers_only');
  const { transaction, community } = await staffTransaction(context, session, transactionId);
  assertApproved(transaction.status);
  // A lease change (a revision or a lease document) changes its lease instead of starting one.
  const change = await findLeaseChange(db, transaction.id);
  const executes: { change: LeaseChangeRow } | { facts: LeaseFacts } = change
    ? { change }
    : { facts: await loadLeaseFacts(context, transaction) };
  const [manager] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!manager) throw new AppError('PermissionDenied', 'managers_only');
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: leaseTransactions.status })
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, transaction.id))
      .for('update');
    assertApproved(locked?.status ?? ApplicationStatus.Completed);
    if (!(await everyoneHasSigned(tx, transaction.id))) throw new AppError('Conflict', 'not_everyone_signed');
    const executed = await tx
      .update(leaseDocuments)
      .set({
        status: 'executed',
        countersignedByUserId: manager.id,
        countersignerName: `${manager.firstName} ${manager.lastName}`,
        countersignerEmail: manager.email,
        countersignIp: client.ip,
        countersignUserAgent: client.userAgent,
        countersignedAt: now,
      })
      .where(and(eq(leaseDocuments.transactionId, transaction.id), eq(leaseDocuments.status, 'sent')))
      .returning({ id: leaseDocuments.id });
    await tx
      .update(leaseTransactions)
      .set({ status: ApplicationStatus.Completed, updatedAt: now })
      .where(eq(leaseTransactions.id, transaction.id));
    await tx.insert(transactionEvents).values({
      leaseTransactionId: transaction.id,
      applicantId: null,
      event: TransactionStep.Completed,
      createdAt: now,
    });
    const facts = 'facts' in executes ? executes.facts : null;
    const leaseId =
      'change' in executes
        ? await applyLeaseChange(tx, executes.change)
        : await recordExecutedLease(tx, transaction, community.id, executes.facts, now);
    // A transfer's countersignature also ends the lease the household moves out of; a renewal's marks the
    // lease it renews.
    const endedLeaseId = facts && transaction.type === TransactionType.Transfer ? transaction.leaseId : null;
    if (facts && endedLeaseId !== null) await endTransferredLease(tx, endedLeaseId, facts.startDate);
    if (facts?.renews) {
      await tx.update(leases).set({ status: 'renewed' }).where(eq(leases.id, facts.renews.id));
    }
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'lease.countersigned',
      details: {
        lease_id: leaseId,
        renewed_lease_id: facts?.renews?.id ?? null,
        documents: executed.map((document) => document.id),
        ...(endedLeaseId === null ? {} : { ended_lease_id: endedLeaseId }),
      },
      createdAt: now,
    });
    for (const document of executed) {
      await enqueueOutboxMessage(tx, clock, SEAL_DOCUMENT_TOPIC, { document_id: document.id });
    }
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: transaction.id });
    await enqueueOutboxMessage(tx, clock, LEASE_EXECUTED_TOPIC, { transaction_id: transaction.id });
    return { lease_id: leaseId };
  });
}

/** The lease an application's signing executes, with its residents. */
async function recordExecutedLease(
  tx: DatabaseTransaction,
  transaction: { id: number; unitId: number },
  communityId: number,
  facts: LeaseFacts,
  now: Date,
): Promise<number> {
  const [lease] = await tx
    .insert(leases)
    .values({
      communityId,
      unitId: transaction.unitId,
      transactionId: transaction.id,
      startDate: facts.startDate,
      endDate: facts.endDate,
      leaseTermMonths: facts.termMonths,
      monthlyRentCents: facts.money.monthly.find((line) => line.name === 'Rent')?.amountCents ?? 0,
      monthlyItems: facts.money.monthly.map((line) => ({
        name: line.name,
        amount_cents: line.amountCents,
        tax_cents: line.taxCents,
      })),
      depositsHeldCents: facts.money.depositsTotalCents,
      // A new lease may renew itself online; the leasing team can turn that off for one lease. A
      // renewal keeps the choice made for the lease it renews.
      enableSelfServiceRenewals: facts.renews?.enableSelfServiceRenewals ?? true,
      status: 'current',
      createdAt: now,
    })
    .returning({ id: leases.id });
  if (!lease) throw new Error('The lease was not stored');
  const residents = await tx
    .select({ userId: applicants.userId, role: applicants.role })
    .from(applicants)
    .where(and(eq(applicants.leaseTransactionId, transaction.id), inArray(applicants.role, residentRoles)));
  if (residents.length > 0) {
    await tx.insert(leaseResidents).values(residents.map((resident) => ({ leaseId: lease.id, ...resident })));
  }
  return lease.id;
}
