import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import type { TransactionAccess } from './transaction-access.js';

/** "Apply" on a unit: a new application with the caller as its primary applicant, in one transaction. */
export async function startApplication(
  { db, clock }: AppContext,
  session: AuthenticatedSession,
  unitId: number,
): Promise<TransactionAccess> {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.communityId, session.communityId)));
  if (!unit)
    throw new AppError('ValidationError', 'unit_not_available', {
      unit_id: ['choose_unit'],
    });
  if (!unit.available)
    throw new AppError('ValidationError', 'unit_not_available', {
      unit_id: ['unit_not_available'],
    });
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(leaseTransactions)
      .values({
        communityId: session.communityId,
        unitId: unit.id,
        type: TransactionType.Application,
        status: ApplicationStatus.InProgress,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!transaction) throw new Error('Could not create the lease transaction');
    const [applicant] = await tx
      .insert(applicants)
      .values({
        leaseTransactionId: transaction.id,
        userId: session.userId,
        role: roles.primary_applicant.code,
        createdAt: now,
      })
      .returning();
    if (!applicant) throw new Error('Could not create the primary applicant');
    return { transaction, applicant };
  });
}
