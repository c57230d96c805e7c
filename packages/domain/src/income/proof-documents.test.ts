import { describe, expect, it } from 'vitest';
import {
  AssetSourceType,
  financialSourceType,
  IncomeSourceType,
  manualSourceTypes,
} from '../constants/financial-source-types.js';
import { meetsDocumentRule } from './document-rules.js';
import {
  defaultDocumentRule,
  documentRuleOf,
  documentRulesOf,
  linkedUploadRule,
  ProofType,
  proofTypeLabel,
} from './proof-documents.js';

describe('defaultDocumentRule', () => {
  it("asks Employment for the community's number of paystubs", () => {
    const rule = defaultDocumentRule(IncomeSourceType.Employment, 3);
    expect(rule.proof_documents).toEqual([
      expect.objectContaining({
        id: ProofType.Paystubs,
        label: 'Paystubs',
        min_required: 3,
        max_required: 3,
      }),
    ]);
    const paystubs = (count: number) => Array<number>(count).fill(ProofType.Paystubs);
    expect(meetsDocumentRule(rule, paystubs(2))).toBe(false);
    expect(meetsDocumentRule(rule, paystubs(3))).toBe(true);
    expect(meetsDocumentRule(defaultDocumentRule(IncomeSourceType.Employment, 0), [])).toBe(true);
  });

  it.each(manualSourceTypes)(
    'gives type %i a rule in its own stream that one proof document meets',
    (code) => {
      const rule = defaultDocumentRule(code, 2);
      expect(rule).toMatchObject({
        income_or_asset_type: code,
        stream_type: financialSourceType(code).streamType,
      });
      const [proof] = rule.proof_documents;
      expect(proof?.min_required).toBeLessThanOrEqual(proof?.max_required ?? 0);
      expect(proofTypeLabel(proof?.id ?? 0)).toBe(proof?.label);
    },
  );

  it('knows only its own proof types', () => {
    expect(proofTypeLabel(ProofType.AccountStatements)).toBe('Account statements');
    expect(proofTypeLabel(0)).toBeUndefined();
    expect(proofTypeLabel(99)).toBeUndefined();
  });
});

describe('documentRuleOf', () => {
  const own = { ...defaultDocumentRule(AssetSourceType.Savings, 3), require_all: true };

  it("takes the community's own rule for a type it names, the built-in rule otherwise", () => {
    const settings = { financial_documents_validations: [own], minimum_paystubs_required: 2 };
    expect(documentRuleOf(settings, AssetSourceType.Savings)).toBe(own);
    expect(documentRuleOf(settings, IncomeSourceType.Employment)).toEqual(
      defaultDocumentRule(IncomeSourceType.Employment, 2),
    );
  });

  it('reads a community saved before the setting as having no rules of its own', () => {
    expect(documentRulesOf({ minimum_paystubs_required: 3 })).toEqual(
      manualSourceTypes.map((code) => defaultDocumentRule(code, 3)),
    );
  });
});

describe('linkedUploadRule', () => {
  const allowing = (code: (typeof manualSourceTypes)[number]) => ({
    ...defaultDocumentRule(code, 2),
    allow_manual_document_upload_plaid: true,
  });

  it('leaves linked data alone where no rule of its stream allows uploads, and never offers it to a manual source', () => {
    const settings = {
      minimum_paystubs_required: 2,
      financial_documents_validations: [allowing(AssetSourceType.Savings)],
    };
    expect(linkedUploadRule(settings, IncomeSourceType.PlaidBank)).toBeNull();
    expect(linkedUploadRule(settings, AssetSourceType.Savings)).toBeNull();
    expect(linkedUploadRule({ minimum_paystubs_required: 2 }, AssetSourceType.Plaid)).toBeNull();
  });

  it("offers every allowing rule's proofs of the stream once, any one of them enough", () => {
    const settings = {
      minimum_paystubs_required: 2,
      financial_documents_validations: [
        allowing(IncomeSourceType.Employment),
        allowing(IncomeSourceType.Government),
        allowing(AssetSourceType.Savings),
        allowing(AssetSourceType.Investment),
      ],
    };
    const income = linkedUploadRule(settings, IncomeSourceType.PlaidPayroll);
    expect(income?.proof_documents.map((proof) => proof.id)).toEqual([
      ProofType.Paystubs,
      ProofType.BenefitAwardLetter,
    ]);
    expect(income && meetsDocumentRule(income, [ProofType.BenefitAwardLetter])).toBe(true);
    const asset = linkedUploadRule(settings, AssetSourceType.Plaid);
    expect(asset).toMatchObject({ stream_type: 'asset', require_all: false });
    expect(asset?.proof_documents.map((proof) => proof.id)).toEqual([ProofType.AccountStatements]);
  });
});
