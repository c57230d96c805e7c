import { z } from 'zod';
import { financialSourceType, isManualSourceType } from '../constants/financial-source-types.js';
import { FINANCIAL_SOURCE_MAX_DOCUMENTS } from '../constants/limits.js';
import type { DocumentValidationRule } from '../income/document-rules.js';
import { proofTypeLabel } from '../income/proof-documents.js';

/** One proof a rule accepts (spec part 2 §3 "Document validation rule", proof_documents). */
export const proofDocumentRuleSchema = z
  .object({
    // An upload names its proof by this id, and a source's documents are labelled by it: a known kind only.
    id: z
      .number()
      .int()
      .refine((id) => proofTypeLabel(id) !== undefined, 'Choose one of the proof types offered.'),
    label: z.string().trim().min(1, 'Required').max(100),
    description: z.string().trim().max(300),
    min_required: z.number().int().min(0).max(FINANCIAL_SOURCE_MAX_DOCUMENTS),
    max_required: z.number().int().min(1).max(FINANCIAL_SOURCE_MAX_DOCUMENTS),
  })
  .refine((proof) => proof.min_required <= proof.max_required, {
    path: ['max_required'],
    message: 'Must be at least min_required.',
  });

/** Which proofs a manually added source type needs (spec part 2 §3 "Document validation rule"). */
export const documentValidationRuleSchema = z
  .object({
    income_or_asset_type: z
      .number()
      .int()
      .refine(
        (code): boolean => isManualSourceType(code),
        'Choose one of the income, asset or voucher types offered.',
      ),
    stream_type: z.enum(['income', 'asset', 'voucher']),
    require_all: z.boolean(),
    allow_manual_document_upload_plaid: z.boolean().default(false),
    proof_documents: z.array(proofDocumentRuleSchema).max(10).readonly(),
  })
  .superRefine((rule, context) => {
    if (financialSourceType(rule.income_or_asset_type)?.streamType !== rule.stream_type) {
      context.addIssue({
        code: 'custom',
        path: ['stream_type'],
        message: 'Must be the stream of income_or_asset_type.',
      });
    }
    const ids = rule.proof_documents.map((proof) => proof.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['proof_documents'], message: 'Name each proof once.' });
    }
  }) satisfies z.ZodType<DocumentValidationRule>;

/**
 * A community's own proof rules (its `financial_documents_validations` setting): each replaces the built-in
 * rule of its type (`defaultDocumentRule`); a type it does not name keeps the built-in one.
 */
export const documentValidationRulesSchema = z
  .array(documentValidationRuleSchema)
  .refine(
    (rules) => new Set(rules.map((rule) => rule.income_or_asset_type)).size === rules.length,
    'Give each income, asset or voucher type one rule.',
  );
