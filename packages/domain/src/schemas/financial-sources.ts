import { z } from 'zod';
import { FinancialSourceStatus } from '../constants/financial-source-status.js';
import {
  FinancialStreamType,
  isManualSourceType,
  needsDescription,
} from '../constants/financial-source-types.js';
import { DESCRIPTION_MAX_LENGTH, FINANCIAL_SOURCE_MAX_DOCUMENTS } from '../constants/limits.js';
import { type DollarAmountProblem, parseDollarAmount } from '../income/dollar-amount.js';
import { type IncomeRequirement, incomeRequirementKinds } from '../income/income-requirement.js';
import { recordIdSchema } from './record-id.js';
import { uploadIdSchema } from './uploads.js';

export const REQUIRED_MESSAGE = 'Required';
export const UNKNOWN_SOURCE_TYPE_MESSAGE = 'Choose one of the income, asset or voucher types offered.';
export const TOO_LONG_MESSAGE = `Exceeds ${DESCRIPTION_MAX_LENGTH} characters`;

const amountMessages: Record<DollarAmountProblem, string> = {
  required: REQUIRED_MESSAGE,
  format: 'Enter an amount in dollars, like 4,250.50.',
  negative: 'Enter an amount of 0 or more.',
  too_large: 'Enter an amount under $1,000,000,000.',
};

// Form posts send every value as text, JSON may send numbers: both are read the same way.
const textOrNumber = (message: string) =>
  z.union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : message),
  });

/** A manual source type code (income 105–140, asset 500–515, voucher 900). */
const sourceTypeField = textOrNumber(UNKNOWN_SOURCE_TYPE_MESSAGE).transform((value, context) => {
  const text = String(value).trim();
  const code = Number(text);
  if (text === '' || !isManualSourceType(code)) {
    context.issues.push({
      code: 'custom',
      input: value,
      message: text === '' ? REQUIRED_MESSAGE : UNKNOWN_SOURCE_TYPE_MESSAGE,
    });
    return z.NEVER;
  }
  return code;
});

/** Dollars as the applicant typed them, commas allowed; the parsed value is integer cents. */
export const dollarAmountField = textOrNumber(amountMessages.format).transform((value, context) => {
  const amount = parseDollarAmount(value);
  if ('problem' in amount) {
    context.issues.push({ code: 'custom', input: value, message: amountMessages[amount.problem] });
    return z.NEVER;
  }
  return amount.cents;
});

const optionalText = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, TOO_LONG_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/** Ids from POST /api/uploads/; a form post with one file sends it as a single value. */
export const uploadIdsField = z
  .union([uploadIdSchema, z.array(uploadIdSchema).max(FINANCIAL_SOURCE_MAX_DOCUMENTS)], {
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Send the ids of your uploaded files.'),
  })
  .transform((ids) => (typeof ids === 'string' ? [ids] : [...new Set(ids)]));

const yes = z.literal(['True', 'true', true]);
const no = z.literal(['False', 'false', false]);

/** The spec's manual source form (§5): type and amount required, a description for the "Other" types. */
export const financialSourceInputSchema = z
  .object({
    report_no_income_assets: no.optional(),
    income_or_asset_type: sourceTypeField,
    estimated_amount: dollarAmountField,
    other: optionalText,
    case_manager_name: optionalText,
    case_manager_contact_info: optionalText,
    uploaded_documents: uploadIdsField.optional(),
  })
  .superRefine((source, context) => {
    if (needsDescription(source.income_or_asset_type) && !source.other) {
      context.addIssue({ code: 'custom', path: ['other'], message: REQUIRED_MESSAGE });
    }
  });
export type FinancialSourceInput = z.infer<typeof financialSourceInputSchema>;

/**
 * POST financial-sources: "I don't have income or assets", or one manually added source. The first takes
 * nothing else (decision 0024): a source sent with it would be dropped unsaid, and only then can readers
 * of the OpenAPI document see that a body matches exactly one of the two.
 */
export const financialSourcesPostSchema = z.discriminatedUnion(
  'report_no_income_assets',
  [z.strictObject({ report_no_income_assets: yes }), financialSourceInputSchema],
  { error: 'report_no_income_assets must be True or False.' },
);

/**
 * What an applicant may change on a source (spec §4 "A user edit"). Review outcomes are the leasing team's:
 * the only status an applicant may send is Pending, and they cannot ask themselves for more documents.
 */
const editableFields = {
  estimated_amount: dollarAmountField,
  has_requested_more_documents: z.literal(false, {
    error: 'Only the leasing team can ask for more documents.',
  }),
  status: z.literal(FinancialSourceStatus.Pending, {
    error: `A changed source goes back to review (status ${FinancialSourceStatus.Pending}); only the leasing team verifies it.`,
  }),
  uploaded_documents: uploadIdsField,
  stream_id: recordIdSchema,
  other: optionalText,
  case_manager_name: optionalText,
  case_manager_contact_info: optionalText,
};

export const financialSourcePatchSchema = z.object(editableFields).partial().strict();
export type FinancialSourcePatch = z.infer<typeof financialSourcePatchSchema>;

/** PUT replaces what the applicant may change: amount and documents required, absent text cleared. */
export const financialSourcePutSchema = z
  .object(editableFields)
  .partial({ has_requested_more_documents: true, status: true, stream_id: true })
  .strict();

export const uploadedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  proof_type: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});

/** A financial source (stream) as the spec's entity lists it (§3); amounts are cents per year. */
export const financialSourceSchema = z.object({
  id: z.number().int(),
  stream_type: z.enum(FinancialStreamType),
  income_or_asset_type: z.number().int(),
  estimated_amount: z.number().int().describe('Cents per year, as the applicant stated it'),
  adjusted_amount: z.number().int().nullable().describe('Cents per year, as the leasing team verified it'),
  status: z.enum(FinancialSourceStatus),
  other: z.string().nullable(),
  case_manager_name: z.string().nullable(),
  case_manager_contact_info: z.string().nullable(),
  uploaded_documents: z.array(uploadedDocumentSchema),
  is_plaid: z.boolean(),
  flow_type: z.string().nullable(),
  method_to_resolve_unverified_documents: z.string().nullable(),
  contains_password_protected_document: z.boolean(),
  plaid_is_unable_to_be_verified: z.boolean(),
  plaid_has_fraud_risk: z.boolean(),
  plaid_risk_score_label: z.string().nullable(),
  funnel_risk_signals: z.array(z.string()),
  is_pending_plaid_verification: z.boolean(),
  finicity_income_stream_id: z.string().nullable(),
  has_requested_more_documents: z.boolean(),
});
export type FinancialSource = z.infer<typeof financialSourceSchema>;

/** What the Income & Employment tips show the caller (spec part 2 §5 "Income requirements"); cents. */
export const incomeRequirementSchema = z.object({
  kind: z.enum(incomeRequirementKinds).describe("A guarantor's own requirement, or the household's"),
  multiplier: z.number().positive(),
  monthly_rent: z.number().int().describe('Cents: the rent quoted for the chosen unit and lease term'),
  monthly_income: z.number().int().describe('Cents: multiplier × monthly_rent'),
  yearly_income: z.number().int().describe('Cents: 12 × monthly_income'),
}) satisfies z.ZodType<IncomeRequirement>;

/** The spec's Banking data: the caller's sources by stream, each stream's total in cents per year. */
export const bankingDataSchema = z.object({
  income_sources: z.array(financialSourceSchema),
  asset_sources: z.array(financialSourceSchema),
  vouchers_sources: z.array(financialSourceSchema),
  income_total: z.number().int(),
  asset_total: z.number().int(),
  vouchers_total: z.number().int(),
  reported_no_income_assets: z.boolean(),
  /** Null until a lease term is chosen: without a rent there is no amount to name. */
  income_requirement: incomeRequirementSchema.nullable(),
});
export type BankingData = z.infer<typeof bankingDataSchema>;
