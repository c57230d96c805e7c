import {
  AssetSourceType,
  financialSourceType,
  IncomeSourceType,
  isManualSourceType,
  type ManualSourceType,
  manualSourceTypes,
  VoucherSourceType,
} from '../constants/financial-source-types.js';
import type { DocumentValidationRule, ProofDocumentRule } from './document-rules.js';

/** The kinds of proof document; an upload names its kind by this id (its `proof_type_id`). */
export const ProofType = {
  Paystubs: 1,
  TaxReturn: 2,
  FinancialAidLetter: 3,
  BenefitAwardLetter: 4,
  RetirementIncomeStatement: 5,
  SupportOrder: 6,
  IncomeStatement: 7,
  AccountStatements: 8,
  HousingVoucher: 9,
} as const;
export type ProofType = (typeof ProofType)[keyof typeof ProofType];

type ProofTypeInfo = Pick<ProofDocumentRule, 'label' | 'description'>;

const proofTypes = {
  [ProofType.Paystubs]: { label: 'Paystubs', description: 'Your most recent consecutive paystubs' },
  [ProofType.TaxReturn]: {
    label: 'Tax return',
    description: 'Your most recent federal tax return, with Schedule C or your 1099 forms',
  },
  [ProofType.FinancialAidLetter]: {
    label: 'Financial aid award letter',
    description: 'The award letter for the current school year',
  },
  [ProofType.BenefitAwardLetter]: {
    label: 'Benefit award letter',
    description: 'A letter from the agency stating your benefit amount, dated within the last year',
  },
  [ProofType.RetirementIncomeStatement]: {
    label: 'Pension or annuity statement',
    description: 'A recent statement showing the amount you receive',
  },
  [ProofType.SupportOrder]: {
    label: 'Court order or support agreement',
    description: 'The order or agreement stating the support amount',
  },
  [ProofType.IncomeStatement]: {
    label: 'Proof of income',
    description: 'A letter or statement showing how much you receive and how often',
  },
  [ProofType.AccountStatements]: {
    label: 'Account statements',
    description: 'Your most recent bank, brokerage or retirement account statements',
  },
  [ProofType.HousingVoucher]: {
    label: 'Housing voucher',
    description: 'Your housing authority voucher or its award letter',
  },
} as const satisfies Record<ProofType, ProofTypeInfo>;

/** What a proof type is called; undefined for an id the product does not know. */
export function proofTypeLabel(id: number): string | undefined {
  return Object.hasOwn(proofTypes, id) ? proofTypes[id as ProofType].label : undefined;
}

/** What the built-in rules call a proof type and ask of it: a community's own rule starts from these words. */
export function proofTypeInfo(id: ProofType): ProofTypeInfo {
  return proofTypes[id];
}

const proof = (id: ProofType, minRequired: number, maxRequired: number): ProofDocumentRule => ({
  id,
  ...proofTypes[id],
  min_required: minRequired,
  max_required: maxRequired,
});

/** Each manual type's single proof: one document of it will do, and a few more may be sent. */
const singleProofs = {
  [IncomeSourceType.SelfEmployment]: proof(ProofType.TaxReturn, 1, 2),
  [IncomeSourceType.Student]: proof(ProofType.FinancialAidLetter, 1, 2),
  [IncomeSourceType.Government]: proof(ProofType.BenefitAwardLetter, 1, 2),
  [IncomeSourceType.Retirement]: proof(ProofType.RetirementIncomeStatement, 1, 2),
  [IncomeSourceType.ChildSpousalSupport]: proof(ProofType.SupportOrder, 1, 2),
  [IncomeSourceType.Other]: proof(ProofType.IncomeStatement, 1, 3),
  [AssetSourceType.Savings]: proof(ProofType.AccountStatements, 1, 3),
  [AssetSourceType.Retirement]: proof(ProofType.AccountStatements, 1, 3),
  [AssetSourceType.Investment]: proof(ProofType.AccountStatements, 1, 3),
  [AssetSourceType.Other]: proof(ProofType.AccountStatements, 1, 3),
  [VoucherSourceType.HousingAuthorityVoucher]: proof(ProofType.HousingVoucher, 1, 2),
} as const satisfies Record<Exclude<ManualSourceType, typeof IncomeSourceType.Employment>, ProofDocumentRule>;

/**
 * The proofs a manually added source needs when the community configures none of its own: the default of
 * its `financial_documents_validations` setting, type by type. Employment
 * takes the community's minimum_paystubs_required paystubs (at least one may always be sent).
 */
export function defaultDocumentRule(code: ManualSourceType, minimumPaystubs: number): DocumentValidationRule {
  const proofDocument =
    code === IncomeSourceType.Employment
      ? proof(ProofType.Paystubs, minimumPaystubs, Math.max(minimumPaystubs, 1))
      : singleProofs[code];
  return {
    income_or_asset_type: code,
    stream_type: financialSourceType(code).streamType,
    require_all: false,
    allow_manual_document_upload_plaid: false,
    proof_documents: [proofDocument],
  };
}

/** The settings a source type's proof rule is read from. */
export interface DocumentRuleSettings {
  /** The community's own rules, each replacing the built-in one of its type (absent: saved before them). */
  readonly financial_documents_validations?: readonly DocumentValidationRule[];
  readonly minimum_paystubs_required: number;
}

/** The proof rule a manually added source of this type is held to at the community. */
export function documentRuleOf(
  settings: DocumentRuleSettings,
  code: ManualSourceType,
): DocumentValidationRule {
  return (
    settings.financial_documents_validations?.find((rule) => rule.income_or_asset_type === code) ??
    defaultDocumentRule(code, settings.minimum_paystubs_required)
  );
}

/** Every manual type's rule at the community, as the configuration's financial_documents_validations. */
export function documentRulesOf(settings: DocumentRuleSettings): DocumentValidationRule[] {
  return manualSourceTypes.map((code) => documentRuleOf(settings, code));
}

/**
 * The proofs a source from a linked bank or payroll account may be backed by as well, or null when the
 * linked data stands alone: every proof of the community's rules of its stream that allow uploads beside a
 * linked account (allow_manual_document_upload_plaid), each once, any one of them enough. A link cannot
 * tell whether a deposit is pay or a benefit, so no single type's rule can be picked for it
 * (docs/decisions/0034-proof-documents-settings.md).
 */
export function linkedUploadRule(
  settings: DocumentRuleSettings,
  code: number,
): DocumentValidationRule | null {
  const type = financialSourceType(code);
  if (!type || isManualSourceType(code)) return null;
  const allowing = documentRulesOf(settings).filter(
    (rule) => rule.stream_type === type.streamType && rule.allow_manual_document_upload_plaid,
  );
  if (allowing.length === 0) return null;
  const proofs = new Map<number, ProofDocumentRule>();
  for (const proofDocument of allowing.flatMap((rule) => rule.proof_documents)) {
    if (!proofs.has(proofDocument.id)) proofs.set(proofDocument.id, proofDocument);
  }
  return {
    income_or_asset_type: code,
    stream_type: type.streamType,
    require_all: false,
    allow_manual_document_upload_plaid: true,
    proof_documents: [...proofs.values()],
  };
}
