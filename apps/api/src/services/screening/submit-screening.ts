import type { Language } from '@portal/domain/constants/languages';
import { TermsType } from '@portal/domain/constants/terms-types';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { Screening, ScreeningRequest } from '@portal/domain/schemas/screening';
import { lastFour } from '@portal/domain/screening/tax-id';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { screeningResults, screenings } from '../../db/schema/screenings.js';
import { AppError } from '../../lib/app-error.js';
import type { TaxId } from '../../providers/screening/screening-provider.js';
import { recordTermsAgreement } from '../documents/terms-acceptances.js';
import { currentScreeningCriteriaRevision } from '../documents/terms-revisions.js';
import { assertEarlierStepsFinished, finishedSteps, recordStep } from '../transactions/step-order.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { subjectOf } from './screening-subject.js';
import { findScreening, presentScreening, type ScreeningRow } from './screenings.js';
import { openTaxId, sealTaxId } from './tax-id-sealing.js';

function taxIdOf(request: ScreeningRequest): TaxId {
  if (request.ssn) return { type: 'ssn', number: request.ssn };
  if (request.itin) return { type: 'itin', number: request.itin };
  return { type: 'none' };
}

/** The same number again (a retry whose answer was lost) is the same screening, not a new one. */
function isSameTaxId(key: Buffer, existing: ScreeningRow, taxId: TaxId): boolean {
  if (existing.taxIdType !== taxId.type) return false;
  if (taxId.type === 'none') return true;
  return (
    existing.sealedTaxId !== null &&
    openTaxId(key, existing.applicantId, existing.sealedTaxId) === taxId.number
  );
}

export interface ScreeningSubmission {
  request: ScreeningRequest;
  /** The language the criteria were read in: the consent records that language's revision. */
  language: Language;
  ipAddress: string;
  userAgent: string;
}

/**
 * POST /api/transaction/{id}/screening/: once Fees & Deposits is finished, records the caller's consent to
 * the current screening criteria, seals their number, runs the screening and stores its results per
 * category, and finishes the Screening step, all in one database transaction: a failure anywhere leaves
 * nothing behind, so the applicant can simply try again. `created` is false when the same screening was
 * already stored (a retry).
 */
export async function submitScreening(
  context: AppContext,
  access: TransactionAccess,
  { request, language, ipAddress, userAgent }: ScreeningSubmission,
): Promise<{ created: boolean; screening: Screening }> {
  const { db, clock } = context;
  const { applicant } = access;
  const finished = await finishedSteps(db, access);
  assertEarlierStepsFinished(finished, 'screening');
  const taxId = taxIdOf(request);
  // Read before the transaction: PGlite runs one statement stream, so nothing may wait on `db` inside it.
  const [revision, subject] = await Promise.all([
    currentScreeningCriteriaRevision(language),
    subjectOf(db, access, taxId),
  ]);
  const now = clock.now();

  return db.transaction(async (tx) => {
    // One screening per applicant: a concurrent second request waits here, then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(${applicant.id}, hashtext('screening'))`);
    const existing = await findScreening(tx, applicant.id);
    if (existing) {
      if (!isSameTaxId(context.ssnEncryptionKey, existing.row, taxId))
        throw new AppError('Conflict', 'already_screened');
      return { created: false, screening: presentScreening(existing.row, existing.consent) };
    }
    const { acceptance } = await recordTermsAgreement(tx, context, access, {
      type: TermsType.ScreeningCriteria,
      revision: revision.id,
      acceptedAt: now,
      ipAddress,
      userAgent,
    });
    const report = await context.screening.screen(subject).catch(() => {
      // The provider's own error may echo what it was sent (the number), so it is neither logged nor passed on.
      throw new AppError('ServerError', 'screening_unavailable', undefined, 502);
    });
    const [row] = await tx
      .insert(screenings)
      .values({
        transactionId: access.transaction.id,
        applicantId: applicant.id,
        taxIdType: taxId.type,
        ...(taxId.type === 'none'
          ? { sealedTaxId: null, taxIdLast4: null }
          : {
              sealedTaxId: sealTaxId(context.ssnEncryptionKey, applicant.id, taxId.number),
              taxIdLast4: lastFour(taxId.number),
            }),
        termsAcceptanceId: acceptance.id,
        provider: context.screening.name,
        providerReference: report.reference,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The screening was not stored');
    await tx.insert(screeningResults).values(
      report.results.map((result) => ({
        screeningId: row.id,
        category: result.category,
        outcome: result.outcome,
        summary: result.summary,
        creditScore: result.creditScore,
        recordDate: result.recordDate,
        scoreFactors: result.scoreFactors,
        createdAt: now,
      })),
    );
    if (!finished.has(TransactionStep.Screening))
      await recordStep(tx, access, TransactionStep.Screening, now);
    return {
      created: true,
      screening: presentScreening(row, {
        revision: acceptance.revision,
        acceptedAt: new Date(acceptance.accepted_at),
      }),
    };
  });
}
