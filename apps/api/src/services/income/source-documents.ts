import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import type { ManualSourceType } from '@portal/domain/constants/financial-source-types';
import { meetsDocumentRule } from '@portal/domain/income/document-rules';
import { type DocumentRuleSettings, documentRuleOf } from '@portal/domain/income/proof-documents';
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import type { UploadedFileRow } from '../uploads/uploaded-files.js';

/**
 * Makes `uploadIds` the documents of the source: the caller's own uploads in the transaction's community,
 * not attached to any other source. Attaching opens a file to the household (its transaction_id); files
 * the source no longer lists go back to being the uploader's alone.
 */
export async function setSourceDocuments(
  tx: DatabaseTransaction,
  { transaction, applicant }: TransactionAccess,
  sourceId: number,
  uploadIds: readonly string[],
): Promise<UploadedFileRow[]> {
  await tx
    .update(uploadedFiles)
    .set({ financialSourceId: null, transactionId: null })
    .where(
      and(
        eq(uploadedFiles.financialSourceId, sourceId),
        uploadIds.length > 0 ? notInArray(uploadedFiles.id, [...uploadIds]) : undefined,
      ),
    );
  if (uploadIds.length === 0) return [];
  // One conditional update, so two sources claiming the same file at once cannot both get it.
  const attached = await tx
    .update(uploadedFiles)
    .set({ financialSourceId: sourceId, transactionId: transaction.id })
    .where(
      and(
        inArray(uploadedFiles.id, [...uploadIds]),
        eq(uploadedFiles.userId, applicant.userId),
        eq(uploadedFiles.communityId, transaction.communityId),
        or(isNull(uploadedFiles.financialSourceId), eq(uploadedFiles.financialSourceId, sourceId)),
      ),
    )
    .returning();
  if (attached.length !== uploadIds.length) {
    throw new AppError('ValidationError', 'source_document_not_found', {
      uploaded_documents: ['source_document_not_found'],
    });
  }
  return attached;
}

export function sourceDocuments(tx: DatabaseTransaction, sourceId: number): Promise<UploadedFileRow[]> {
  return tx.select().from(uploadedFiles).where(eq(uploadedFiles.financialSourceId, sourceId));
}

/** Detaches the documents of the given sources before the sources go (see uploaded_files.financial_source_id). */
export async function releaseSourceDocuments(tx: DatabaseTransaction, sourceIds: readonly number[]) {
  if (sourceIds.length === 0) return;
  await tx
    .update(uploadedFiles)
    .set({ financialSourceId: null, transactionId: null })
    .where(inArray(uploadedFiles.financialSourceId, [...sourceIds]));
}

/** The community's settings its proof rules come from (its own rules, its minimum paystubs). */
export async function documentRuleSettingsFor(
  db: Database,
  communityId: number,
): Promise<DocumentRuleSettings> {
  const [community] = await db
    .select({ settings: communities.settings })
    .from(communities)
    .where(eq(communities.id, communityId));
  if (!community) throw new Error(`Community ${communityId} is missing`);
  return community.settings;
}

/**
 * A source with the documents its type asks for at the community waits for review; one without them lacks
 * documents.
 */
export function documentStatus(
  type: ManualSourceType,
  documents: readonly UploadedFileRow[],
  settings: DocumentRuleSettings,
): FinancialSourceStatus {
  const rule = documentRuleOf(settings, type);
  return meetsDocumentRule(
    rule,
    documents.map((file) => file.proofTypeId),
  )
    ? FinancialSourceStatus.Pending
    : FinancialSourceStatus.InsufficientDocuments;
}
