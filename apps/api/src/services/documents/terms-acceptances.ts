import { TermsType } from '@portal/domain/constants/terms-types';
import {
  type AcceptableTermsType,
  TERMS_TIME_SKEW_MINUTES,
  type TermsAcceptance,
} from '@portal/domain/schemas/payment-terms';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { termsAcceptances } from '../../db/schema/terms-acceptances.js';
import { AppError } from '../../lib/app-error.js';
import { minutesAfter } from '../../lib/clock.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { currentPaymentTermsRevision } from './payment-terms.js';
import { currentRentalFeesAgreementRevision } from './rental-fees-agreement.js';

/** The revision an applicant agrees to when they accept terms of this type now. */
async function currentRevisionOf(
  context: AppContext,
  access: TransactionAccess,
  type: AcceptableTermsType,
): Promise<string> {
  if (type === TermsType.RentalFees) {
    return currentRentalFeesAgreementRevision(context, access.transaction.communityId);
  }
  return (await currentPaymentTermsRevision()).id;
}

/** A browser clock may run a little fast; a time beyond that, or before the application began, is wrong. */
function checkAcceptedAt(context: AppContext, access: TransactionAccess, time: string): Date {
  const acceptedAt = new Date(time);
  const fieldError = (message: string) =>
    new AppError('ValidationError', message, { 'context.time': [message] });
  if (acceptedAt > minutesAfter(context.clock.now(), TERMS_TIME_SKEW_MINUTES)) {
    throw fieldError('context.time cannot be in the future.');
  }
  if (acceptedAt < minutesAfter(access.transaction.createdAt, -TERMS_TIME_SKEW_MINUTES)) {
    throw fieldError('context.time cannot be before the application was started.');
  }
  return acceptedAt;
}

type AcceptanceRow = typeof termsAcceptances.$inferSelect;

function present(row: AcceptanceRow): TermsAcceptance {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    applicant_id: row.applicantId,
    type: row.type as AcceptableTermsType,
    revision: row.revision,
    accepted_at: row.acceptedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export interface AcceptTermsInput {
  type: AcceptableTermsType;
  time: string;
  ipAddress: string;
  userAgent: string;
}

/**
 * Records that the caller agreed to the current revision of a set of terms on the transaction. Agreeing
 * twice to the same revision (a double click, a retry) keeps the first record: `created` says which.
 */
export async function acceptTerms(
  context: AppContext,
  access: TransactionAccess,
  input: AcceptTermsInput,
): Promise<{ created: boolean; acceptance: TermsAcceptance }> {
  const acceptedAt = checkAcceptedAt(context, access, input.time);
  const revision = await currentRevisionOf(context, access, input.type);
  const { transaction, applicant } = access;
  return context.db.transaction(async (tx) => {
    // Serializes concurrent requests for the same acceptance, so the check below cannot race the insert.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${applicant.id}, hashtext(${`terms:${input.type}:${revision}`}))`,
    );
    const [existing] = await tx
      .select()
      .from(termsAcceptances)
      .where(
        and(
          eq(termsAcceptances.applicantId, applicant.id),
          eq(termsAcceptances.transactionId, transaction.id),
          eq(termsAcceptances.type, input.type),
          eq(termsAcceptances.revision, revision),
        ),
      )
      .limit(1);
    if (existing) return { created: false, acceptance: present(existing) };
    const [row] = await tx
      .insert(termsAcceptances)
      .values({
        transactionId: transaction.id,
        applicantId: applicant.id,
        type: input.type,
        revision,
        acceptedAt,
        ipAddress: input.ipAddress,
        userAgent: input.userAgent,
        createdAt: context.clock.now(),
      })
      .returning();
    if (!row) throw new Error('The terms acceptance was not stored');
    return { created: true, acceptance: present(row) };
  });
}
