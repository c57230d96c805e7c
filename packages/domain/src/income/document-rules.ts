import type { FinancialStreamType } from '../constants/financial-source-types.js';

/** One kind of proof a source may be backed by (spec §3 "Document validation rule", proof_documents). */
export interface ProofDocumentRule {
  readonly id: number;
  readonly label: string;
  readonly description: string;
  readonly min_required: number;
  readonly max_required: number;
}

/** Which proofs a source type needs: all of them, or any one (spec §3 "Document validation rule"). */
export interface DocumentValidationRule {
  readonly income_or_asset_type: number;
  readonly stream_type: FinancialStreamType;
  readonly require_all: boolean;
  readonly allow_manual_document_upload_plaid: boolean;
  readonly proof_documents: readonly ProofDocumentRule[];
}

/** The files that count toward a proof: those uploaded as that proof, up to its max_required. */
function countedFiles(proof: ProofDocumentRule, proofTypeIds: readonly (number | null)[]): number {
  const uploaded = proofTypeIds.filter((id) => id === proof.id).length;
  return Math.min(uploaded, proof.max_required);
}

/**
 * Whether files uploaded as the given proof types satisfy the rule (spec §5 "Document requirements"): with
 * require_all each proof needs its min_required files, otherwise one proof meeting its minimum is enough;
 * a voucher needs no proof unless all are required. A rule that lists no proofs asks for nothing.
 */
export function meetsDocumentRule(
  rule: DocumentValidationRule,
  proofTypeIds: readonly (number | null)[],
): boolean {
  if (rule.stream_type === 'voucher' && !rule.require_all) return true;
  if (rule.proof_documents.length === 0) return true;
  const met = (proof: ProofDocumentRule) => countedFiles(proof, proofTypeIds) >= proof.min_required;
  return rule.require_all ? rule.proof_documents.every(met) : rule.proof_documents.some(met);
}
