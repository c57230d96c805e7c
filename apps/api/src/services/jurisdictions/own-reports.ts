import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { reportDateProblem } from '@portal/domain/jurisdictions/portable-report';
import type {
  OwnReport,
  OwnReportState,
  ownReportRequestSchema,
} from '@portal/domain/schemas/own-screening-report';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { communities } from '../../db/schema/communities.js';
import { ownScreeningReports } from '../../db/schema/jurisdictions.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { message } from '../../messages/message.js';
import { paidByCategory } from '../payments/ledger.js';
import { feePayingRoles } from '../payments/payment-breakdown.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { ownReportOfferOf } from './own-report-offer.js';

type OwnReportRow = typeof ownScreeningReports.$inferSelect;
type CheckedRequest = z.output<typeof ownReportRequestSchema>;

export function presentOwnReport(row: OwnReportRow): OwnReport {
  return {
    applicant_id: row.applicantId,
    status: row.status,
    upload_id: row.uploadId,
    agency_name: row.agencyName,
    reference: row.reference,
    report_date: row.reportDate,
    not_acceptable_reason: row.notAcceptableReason,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

const ownRow = ({ transaction, applicant }: TransactionAccess) =>
  and(
    eq(ownScreeningReports.transactionId, transaction.id),
    eq(ownScreeningReports.applicantId, applicant.id),
  );

async function communityOf({ db }: AppContext, access: TransactionAccess) {
  const [community] = await db
    .select()
    .from(communities)
    .where(eq(communities.id, access.transaction.communityId));
  if (!community) throw notFound('community_not_found');
  return community;
}

/** GET /api/transaction/{id}/own-screening-report/: whether one may stand for the fee here, and the caller's. */
export async function getOwnReport(context: AppContext, access: TransactionAccess): Promise<OwnReportState> {
  const community = await communityOf(context, access);
  const [offer, [row]] = await Promise.all([
    ownReportOfferOf(context.db, community),
    context.db.select().from(ownScreeningReports).where(ownRow(access)),
  ]);
  return {
    offer: offer
      ? { acceptance: offer.acceptance, max_age_days: offer.maxAgeDays, law: offer.law, cite: offer.cite }
      : null,
    report: row ? presentOwnReport(row) : null,
  };
}

/** The caller pays a screening fee here, and has not paid it yet: only then can a report stand for it. */
async function assertFeeToWaive(context: AppContext, access: TransactionAccess): Promise<void> {
  if (!(feePayingRoles as readonly number[]).includes(access.applicant.role))
    throw new AppError('Conflict', 'own_report_no_fee');
  const paid = await paidByCategory(context.db, {
    transactionId: access.transaction.id,
    applicantId: access.applicant.id,
  });
  if ((paid.get(FeeCategory.ApplicationFees) ?? 0) > 0) throw new AppError('Conflict', 'own_report_fee_paid');
}

/** The caller's own upload, not yet attached to anything else, in the transaction's community. */
async function assertOwnUpload(context: AppContext, access: TransactionAccess, uploadId: string) {
  const [file] = await context.db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, uploadId),
        eq(uploadedFiles.userId, access.applicant.userId),
        eq(uploadedFiles.communityId, access.transaction.communityId),
        isNull(uploadedFiles.financialSourceId),
      ),
    );
  if (!file) {
    throw new AppError('ValidationError', 'own_report_upload_not_yours', {
      upload_id: ['own_report_upload_not_yours'],
    });
  }
}

/**
 * PUT /api/transaction/{id}/own-screening-report/: the caller gives their own screening report instead of
 * paying the screening fee, where the community's laws let one stand for it. The report must be from the
 * last days the law says (checked here, in the community's today); a new one replaces the caller's
 * earlier one unless staff accepted that. The fee is waived from now (the breakdown says why) until staff
 * find the report not acceptable. One transaction with its audit row.
 */
export async function giveOwnReport(
  context: AppContext,
  access: TransactionAccess,
  request: CheckedRequest,
): Promise<OwnReport> {
  const community = await communityOf(context, access);
  const offer = await ownReportOfferOf(context.db, community);
  if (!offer) throw new AppError('Conflict', 'own_report_not_offered');
  await assertFeeToWaive(context, access);
  const now = context.clock.now();
  const problem = reportDateProblem(request.report_date, todayIn(community.timezone, now), offer.maxAgeDays);
  if (problem) {
    const text =
      problem === 'in_future'
        ? 'own_report_in_future'
        : message('own_report_too_old', { days: offer.maxAgeDays });
    throw new AppError('ValidationError', text, { report_date: [text] });
  }
  if (request.upload_id) await assertOwnUpload(context, access, request.upload_id);

  const values = {
    uploadId: request.upload_id,
    agencyName: request.agency_name,
    reference: request.reference,
    reportDate: request.report_date,
    status: 'pending' as const,
    notAcceptableReason: null,
    decidedByUserId: null,
    decidedAt: null,
    submittedAt: now,
  };
  const row = await context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(ownScreeningReports).where(ownRow(access)).for('update');
    if (before?.status === 'accepted') throw new AppError('Conflict', 'own_report_already_accepted');
    const [saved] = before
      ? await tx
          .update(ownScreeningReports)
          .set(values)
          .where(eq(ownScreeningReports.id, before.id))
          .returning()
      : await tx
          .insert(ownScreeningReports)
          .values({ transactionId: access.transaction.id, applicantId: access.applicant.id, ...values })
          .returning();
    if (!saved) throw new Error('The screening report was not stored');
    await tx.insert(auditLog).values({
      actorUserId: access.applicant.userId,
      subjectUserId: access.applicant.userId,
      transactionId: access.transaction.id,
      action: 'own_screening_report.given',
      before: before ? presentOwnReport(before) : null,
      after: presentOwnReport(saved),
      createdAt: now,
    });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: access.transaction.id });
    return saved;
  });
  return presentOwnReport(row);
}

/** DELETE /api/transaction/{id}/own-screening-report/: the caller takes their report back and pays the fee. */
export async function withdrawOwnReport(context: AppContext, access: TransactionAccess): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(ownScreeningReports).where(ownRow(access)).for('update');
    if (!before) throw notFound('own_report_not_found');
    if (before.status === 'accepted') throw new AppError('Conflict', 'own_report_already_accepted');
    await tx.delete(ownScreeningReports).where(eq(ownScreeningReports.id, before.id));
    await tx.insert(auditLog).values({
      actorUserId: access.applicant.userId,
      subjectUserId: access.applicant.userId,
      transactionId: access.transaction.id,
      action: 'own_screening_report.withdrawn',
      before: presentOwnReport(before),
      createdAt: context.clock.now(),
    });
    publishAfterCommit(tx, { event: 'transaction.updated', transactionId: access.transaction.id });
  });
}
