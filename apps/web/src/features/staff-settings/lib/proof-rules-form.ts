import {
  type FinancialStreamType,
  financialSourceType,
  type ManualSourceType,
  manualSourceTypes,
} from '@portal/domain/constants/financial-source-types';
import type { DocumentValidationRule } from '@portal/domain/income/document-rules';
import { documentRuleOf, ProofType, proofTypeInfo } from '@portal/domain/income/proof-documents';
import type { CommunitySettings } from '@portal/domain/schemas/community';
import { t } from '@/lib/i18n';
import { numberText, type ReadResult, ValueReader } from './section-values';

// A community's proof rules (its `financial_documents_validations` setting) as the proof documents section
// edits them: one rule a type, the community's own or the built-in one, which the domain works out as the
// API does (`documentRuleOf`), so the list shows what applicants are asked for without another read.

type OwnRules = CommunitySettings['financial_documents_validations'];

/** One type's line in the list: the rule applicants are held to, and whether it is the community's own. */
export interface ProofRuleRow {
  code: ManualSourceType;
  rule: DocumentValidationRule;
  customised: boolean;
}

/** The streams the list groups its types under, in its order. */
export const PROOF_RULE_STREAMS = ['income', 'asset', 'voucher'] as const satisfies FinancialStreamType[];

export function proofRuleRows(settings: CommunitySettings): ProofRuleRow[] {
  return manualSourceTypes.map((code) => ({
    code,
    rule: documentRuleOf(settings, code),
    customised: settings.financial_documents_validations.some((rule) => rule.income_or_asset_type === code),
  }));
}

/** One accepted proof as its inputs hold it: numbers as typed, the kind as the select gives it. */
export interface ProofDocumentValues {
  id: string;
  label: string;
  description: string;
  min_required: string;
  max_required: string;
}

/** A type's rule as its form holds it. */
export interface ProofRuleValues {
  require_all: 'all' | 'any';
  allow_manual_document_upload_plaid: boolean;
  proofs: ProofDocumentValues[];
}

export function proofRuleValues(rule: DocumentValidationRule): ProofRuleValues {
  return {
    require_all: rule.require_all ? 'all' : 'any',
    allow_manual_document_upload_plaid: rule.allow_manual_document_upload_plaid,
    proofs: rule.proof_documents.map((proof) => ({
      id: String(proof.id),
      label: proof.label,
      description: proof.description,
      min_required: numberText(proof.min_required),
      max_required: numberText(proof.max_required),
    })),
  };
}

/** Every kind of proof an upload can name, in the order the select offers them. */
export const PROOF_KINDS: readonly ProofType[] = Object.values(ProofType);

/** A kind's built-in words, which a proof of that kind starts from. */
export function proofWords(kind: string): Pick<ProofDocumentValues, 'label' | 'description'> | undefined {
  const id = PROOF_KINDS.find((known) => String(known) === kind);
  return id === undefined ? undefined : proofTypeInfo(id);
}

/** Whether a proof still has the built-in words of a kind: then choosing another kind brings its words. */
export function hasBuiltInWords(proof: Pick<ProofDocumentValues, 'label' | 'description'>): boolean {
  return PROOF_KINDS.some((id) => {
    const words = proofTypeInfo(id);
    return words.label === proof.label && words.description === proof.description;
  });
}

/** A proof added to a rule: the first kind it does not list yet, in that kind's words; none when all are. */
export function newProof(listed: readonly ProofDocumentValues[]): ProofDocumentValues | undefined {
  const kind = PROOF_KINDS.find((id) => !listed.some((proof) => proof.id === String(id)));
  if (kind === undefined) return undefined;
  return { id: String(kind), ...proofTypeInfo(kind), min_required: '1', max_required: '1' };
}

/** The rule the form describes for `code`, and what of it cannot be read or is wrong in a way it can say. */
export function readProofRule(
  values: ProofRuleValues,
  code: ManualSourceType,
): ReadResult<DocumentValidationRule> {
  const reader = new ValueReader();
  const proofs = values.proofs.map((proof, index) => {
    const path = (field: keyof ProofDocumentValues) => `proofs.${index}.${field}`;
    const min = reader.required(
      path('min_required'),
      reader.number(path('min_required'), proof.min_required),
    );
    const max = reader.required(
      path('max_required'),
      reader.number(path('max_required'), proof.max_required),
    );
    // The domain says "Required" and "Must be at least min_required.": the form says it in its own words.
    if (proof.label.trim() === '') reader.note(path('label'), t('communitySections.errors.required'));
    if (min > max) reader.note(path('max_required'), t('communitySections.proofRules.maxBelowMin'));
    if (values.proofs.slice(0, index).some((earlier) => earlier.id === proof.id))
      reader.note(path('id'), t('communitySections.proofRules.kindTwice'));
    return {
      id: Number(proof.id),
      label: proof.label,
      description: proof.description,
      min_required: min,
      max_required: max,
    };
  });
  return reader.result({
    income_or_asset_type: code,
    stream_type: financialSourceType(code).streamType,
    require_all: values.require_all === 'all',
    allow_manual_document_upload_plaid: values.allow_manual_document_upload_plaid,
    proof_documents: proofs,
  });
}

const PROOF_FIELDS = ['id', 'label', 'description', 'min_required', 'max_required'];

/** The field of the rule's form a path within the rule names (`proof_documents.1.max_required`). */
export function proofRuleFieldOf(path: string): string | undefined {
  const [field = '', index, part = ''] = path.split('.');
  if (field === 'require_all' || field === 'allow_manual_document_upload_plaid') return field;
  if (field !== 'proof_documents') return undefined;
  return index !== undefined && PROOF_FIELDS.includes(part) ? `proofs.${index}.${part}` : 'proofs.root';
}

/** Where a type's own rule is, or goes, in the community's list: the path its messages come back under. */
export function ownRuleIndex(own: OwnRules, code: ManualSourceType): number {
  const index = own.findIndex((rule) => rule.income_or_asset_type === code);
  return index < 0 ? own.length : index;
}

/** The community's rules with `rule` in its type's place. */
export function rulesWith(own: OwnRules, rule: DocumentValidationRule): DocumentValidationRule[] {
  const next: DocumentValidationRule[] = [...own];
  next[ownRuleIndex(own, rule.income_or_asset_type as ManualSourceType)] = rule;
  return next;
}

/** The community's rules without its own for `code`: the type goes back to the built-in rule. */
export function rulesWithout(own: OwnRules, code: ManualSourceType): DocumentValidationRule[] {
  return own.filter((rule) => rule.income_or_asset_type !== code);
}
