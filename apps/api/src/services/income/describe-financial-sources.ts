import { proofTypeLabel } from '@portal/domain/income/proof-documents';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { financialSources } from '../../db/schema/financial-sources.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { extensionByMimeType } from '../uploads/sniff-file-type.js';
import type { UploadedFileRow } from '../uploads/uploaded-files.js';

export type FinancialSourceRow = typeof financialSources.$inferSelect;

export function describeDocument(file: UploadedFileRow): FinancialSource['uploaded_documents'][number] {
  const label = file.proofTypeId === null ? undefined : proofTypeLabel(file.proofTypeId);
  return {
    id: file.id,
    // The same name a download gets when the upload did not say what it was called.
    name: file.originalName ?? `document-${file.id}.${extensionByMimeType[file.contentType]}`,
    proof_type: file.proofTypeId !== null && label ? { id: file.proofTypeId, label } : null,
  };
}

/** A source with its documents, in the spec's shape. */
function describeFinancialSource(
  row: FinancialSourceRow,
  documents: readonly UploadedFileRow[],
): FinancialSource {
  return {
    id: row.id,
    stream_type: row.streamType,
    income_or_asset_type: row.incomeOrAssetType,
    estimated_amount: row.estimatedAmountCents,
    adjusted_amount: row.adjustedAmountCents,
    status: row.status,
    other: row.other,
    case_manager_name: row.caseManagerName,
    case_manager_contact_info: row.caseManagerContactInfo,
    uploaded_documents: documents.map(describeDocument),
    is_plaid: row.isPlaid,
    flow_type: row.flowType,
    method_to_resolve_unverified_documents: row.methodToResolveUnverifiedDocuments,
    contains_password_protected_document: documents.some((file) => file.containsPasswordProtectedDocument),
    plaid_is_unable_to_be_verified: row.plaidIsUnableToBeVerified,
    plaid_has_fraud_risk: row.plaidHasFraudRisk,
    plaid_risk_score_label: row.plaidRiskScoreLabel,
    funnel_risk_signals: row.funnelRiskSignals,
    is_pending_plaid_verification: row.isPendingPlaidVerification,
    finicity_income_stream_id: row.finicityIncomeStreamId,
    has_requested_more_documents: row.hasRequestedMoreDocuments,
  };
}

/** Oldest upload first; ids (compared by code unit, whatever the database collation) break ties. */
export const uploadOrder = (a: UploadedFileRow, b: UploadedFileRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The sources with their documents, read in one query for all of them. */
export async function describeFinancialSources(
  db: Database,
  rows: readonly FinancialSourceRow[],
): Promise<FinancialSource[]> {
  const ids = rows.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await db.select().from(uploadedFiles).where(inArray(uploadedFiles.financialSourceId, ids));
  files.sort(uploadOrder);
  return rows.map((row) =>
    describeFinancialSource(
      row,
      files.filter((file) => file.financialSourceId === row.id),
    ),
  );
}
