import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { addDays, formatCalendarDate, parseCalendarDate } from '@portal/domain/dates/calendar-date';
import { type LeaseMonthlyLine, monthToMonthPrice } from '@portal/domain/leases/month-to-month';
import type { MonthToMonth } from '@portal/domain/schemas/month-to-month';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { leases } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { leaseTermsOf } from '../units/community-pricing.js';
import { accessLease, type LeaseRow } from './lease-access.js';
import { openLeaseChangeTransaction } from './lease-change-transaction.js';
import { residentsOf } from './lease-residents.js';

const asItem = (line: LeaseMonthlyLine) => ({
  name: line.name,
  amount: line.amountCents,
  tax: line.taxCents,
});

/** The renewal transaction (month-to-month) that recorded the resident's choice, if any. */
async function monthToMonthChoice(db: Database | DatabaseTransaction, leaseId: number) {
  const [row] = await db
    .select({ id: leaseTransactions.id })
    .from(leaseTransactions)
    .where(
      and(
        eq(leaseTransactions.leaseId, leaseId),
        eq(leaseTransactions.type, TransactionType.Renewal),
        eq(leaseTransactions.isMonthToMonth, true),
        eq(leaseTransactions.status, ApplicationStatus.Completed),
      ),
    )
    .orderBy(desc(leaseTransactions.id))
    .limit(1);
  return row;
}

/** The month-to-month price of the lease today (pricing rules) and what it changes. */
async function quote(db: Database | DatabaseTransaction, lease: LeaseRow): Promise<MonthToMonth> {
  const [place] = await db
    .select({ settings: communities.settings, baseRentCents: units.baseRentCents })
    .from(units)
    .innerJoin(communities, eq(communities.id, units.communityId))
    .where(eq(units.id, lease.unitId));
  if (!place) throw new Error(`Lease ${lease.id} has no unit`);
  const price = monthToMonthPrice({
    unitBaseRentCents: place.baseRentCents,
    terms: await leaseTermsOf(db, lease.communityId),
    premiumCents: place.settings.month_to_month_premium_cents,
    leaseLines: lease.monthlyItems.map((item) => ({
      name: item.name,
      amountCents: item.amount_cents,
      taxCents: item.tax_cents,
    })),
  });
  const end = parseCalendarDate(lease.endDate);
  const choice = await monthToMonthChoice(db, lease.id);
  return {
    lease_id: lease.id,
    starts_on: end ? formatCalendarDate(addDays(end, 1)) : lease.endDate,
    current_monthly_rent: lease.monthlyRentCents,
    twelve_month_rent: price.twelveMonthRentCents,
    premium: price.premiumCents,
    monthly_rent: price.monthlyRentCents,
    monthly_items: price.lines.map(asItem),
    total_per_month: price.totalPerMonthCents,
    current_total_per_month: price.currentTotalPerMonthCents,
    ending_concessions: price.endingConcessions.map(asItem),
    confirmed: choice !== undefined,
    transaction_id: choice?.id ?? null,
  };
}

/** GET /api/leases/{id}/month-to-month/: what going month-to-month costs, for residents and staff. */
export async function readMonthToMonth(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<MonthToMonth> {
  return quote(context.db, await accessLease(context.db, session, leaseId));
}

function assertCurrent(status: LeaseRow['status']): void {
  if (status === 'month_to_month') throw new AppError('Conflict', 'already_month_to_month');
  if (status !== 'current') throw new AppError('Conflict', 'not_current');
}

/**
 * POST /api/leases/{id}/month-to-month/: a resident chooses month-to-month. The lease is month-to-month
 * from the day after it ends, at the quoted price, recorded as a completed renewal transaction
 * (is_month_to_month) naming the lease. One database transaction, audited.
 */
export async function chooseMonthToMonth(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<MonthToMonth> {
  const { db, clock } = context;
  const lease = await accessLease(db, session, leaseId, { residentsOnly: true });
  assertCurrent(lease.status);
  const residents = await residentsOf(db, lease.id);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(leases).where(eq(leases.id, lease.id)).for('update');
    if (!locked) throw new AppError('Conflict', 'not_current');
    assertCurrent(locked.status);
    const price = await quote(tx, locked);
    const now = clock.now();
    const { transaction } = await openLeaseChangeTransaction(
      tx,
      locked,
      residents,
      {
        type: TransactionType.Renewal,
        status: ApplicationStatus.Completed,
        isMonthToMonth: true,
        moveInDate: price.starts_on,
        quotedRentCents: price.monthly_rent,
        quotedAt: now,
      },
      now,
    );
    await tx.insert(transactionEvents).values({
      leaseTransactionId: transaction.id,
      applicantId: null,
      event: TransactionStep.Completed,
      createdAt: now,
    });
    await tx.update(leases).set({ status: 'month_to_month' }).where(eq(leases.id, locked.id));
    await tx.insert(auditLog).values({
      actorUserId: session.impersonatorUserId ?? session.userId,
      subjectUserId: session.userId,
      transactionId: transaction.id,
      action: 'lease.month_to_month',
      details: { lease_id: locked.id, starts_on: price.starts_on, monthly_rent: price.monthly_rent },
      createdAt: now,
    });
    return { ...price, confirmed: true, transaction_id: transaction.id };
  });
}
