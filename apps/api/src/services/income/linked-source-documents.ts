import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import { meetsDocumentRule } from '@portal/domain/income/document-rules';
import { linkedUploadRule } from '@portal/domain/income/proof-documents';
import type { FinancialSourcePatch } from '@portal/domain/schemas/financial-sources';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import type { FinancialSourceRow } from './describe-financial-sources.js';
import { documentRuleSettingsFor, setSourceDocuments } from './source-documents.js';

/** What a resubmitted edit says besides its documents; none of it changes what the link reported. */
const resubmitFields = new Set(['uploaded_documents', 'status', 'has_requested_more_documents', 'stream_id']);

/**
 * The documents an applicant adds to a source from a linked bank or payroll account (decision 0034): only
 * where the community's rules allow uploads beside a linked account, and nothing else of the source.
 * Verified linked data stays verified; a source the link could not verify, with a proof the rules accept,
 * goes to the leasing team's review.
 */
export async function setLinkedSourceDocuments(
  context: AppContext,
  access: TransactionAccess,
  existing: FinancialSourceRow,
  patch: FinancialSourcePatch,
): Promise<FinancialSourceRow> {
  const uploadIds = patch.uploaded_documents;
  if (uploadIds === undefined || Object.keys(patch).some((field) => !resubmitFields.has(field))) {
    throw new AppError('Conflict', 'linked_source_not_editable');
  }
  const settings = await documentRuleSettingsFor(context.db, access.transaction.communityId);
  const rule = linkedUploadRule(settings, existing.incomeOrAssetType);
  if (!rule) {
    throw new AppError('ValidationError', 'linked_uploads_not_allowed', {
      uploaded_documents: ['linked_uploads_not_allowed'],
    });
  }
  return context.db.transaction(async (tx) => {
    const documents = await setSourceDocuments(tx, access, existing.id, uploadIds);
    const proven =
      documents.length > 0 &&
      meetsDocumentRule(
        rule,
        documents.map((file) => file.proofTypeId),
      );
    const [saved] = await tx
      .update(financialSources)
      .set({
        status:
          proven && existing.status !== FinancialSourceStatus.Verified
            ? FinancialSourceStatus.Pending
            : existing.status,
        hasRequestedMoreDocuments: false,
        updatedAt: context.clock.now(),
      })
      .where(eq(financialSources.id, existing.id))
      .returning();
    if (!saved) throw new Error(`Financial source ${existing.id} went missing`);
    return saved;
  });
}
