import {
  type DocumentValidationRule,
  meetsDocumentRule,
  type ProofDocumentRule,
} from '@portal/domain/income/document-rules';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';

/** A proof document of the form: being uploaded (no id yet) or in the vault. */
export interface DocumentEntry {
  /** Tells entries apart while they upload, before the vault names them. */
  key: string;
  /** The proof it is uploaded as; null for "other documents", which back the source without counting. */
  proofTypeId: number | null;
  name: string;
  /** The vault's id once uploaded. */
  id: string | null;
}

/** At most this many other documents beside the proofs, well within what one source may hold. */
export const OTHER_DOCUMENTS_MAX = 5;

export type DocumentAction =
  | { type: 'add'; entries: DocumentEntry[] }
  | { type: 'uploaded'; key: string; id: string }
  | { type: 'failed'; key: string }
  | { type: 'remove'; key: string };

export function documentListReducer(entries: DocumentEntry[], action: DocumentAction): DocumentEntry[] {
  switch (action.type) {
    case 'add':
      return [...entries, ...action.entries];
    case 'uploaded':
      return entries.map((entry) => (entry.key === action.key ? { ...entry, id: action.id } : entry));
    case 'failed':
    case 'remove':
      return entries.filter((entry) => entry.key !== action.key);
  }
}

/** A source's documents as the edit form starts with them. */
export function documentEntriesOf(source: FinancialSource): DocumentEntry[] {
  return source.uploaded_documents.map((document) => ({
    key: document.id,
    proofTypeId: document.proof_type?.id ?? null,
    name: document.name,
    id: document.id,
  }));
}

/** The entries of the proofs the rule lists, and the other documents: what the source will hold. */
export function entriesForRule(
  entries: readonly DocumentEntry[],
  rule: DocumentValidationRule,
): DocumentEntry[] {
  const proofIds = new Set(rule.proof_documents.map((proof) => proof.id));
  return entries.filter((entry) => entry.proofTypeId === null || proofIds.has(entry.proofTypeId));
}

/**
 * Of `chosen` files for a group holding `held` of at most `max`, how many are taken; the spec ignores the
 * extra files beyond the remainder (part 2 §5).
 */
export function filesWithinMax<T>(chosen: readonly T[], held: number, max: number) {
  const room = Math.max(0, max - held);
  return { taken: chosen.slice(0, room), ignored: chosen.length - Math.min(chosen.length, room) };
}

export const isUploading = (entries: readonly DocumentEntry[]) => entries.some((entry) => entry.id === null);

export const uploadedIds = (entries: readonly DocumentEntry[]) =>
  entries.flatMap((entry) => (entry.id === null ? [] : [entry.id]));

/** A proof still short of its minimum, with how many more files it needs. */
export interface ProofShortfall {
  proof: ProofDocumentRule;
  missing: number;
}

/**
 * Nothing when the uploaded files meet the rule (spec part 2 §5 "Document requirements"); otherwise the
 * proofs still short: each of them when all are required, else the ones any of which would do.
 */
export function documentShortfall(
  rule: DocumentValidationRule,
  entries: readonly DocumentEntry[],
): ProofShortfall[] {
  const uploaded = entries.filter((entry) => entry.id !== null).map((entry) => entry.proofTypeId);
  if (meetsDocumentRule(rule, uploaded)) return [];
  return rule.proof_documents.flatMap((proof) => {
    const counted = Math.min(uploaded.filter((id) => id === proof.id).length, proof.max_required);
    const missing = proof.min_required - counted;
    return missing > 0 ? [{ proof, missing }] : [];
  });
}
