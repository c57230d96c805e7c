import type { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { owningApplicantId, owningTransactionId } from './lease-transactions.js';

/**
 * Yearly amounts in cents may pass int4's $21 million (savings, investments): bigint, read as a JS number,
 * which holds every amount below the product's limit (FINANCIAL_AMOUNT_MAX_CENTS) exactly.
 */
const largeCents = (name: string) => bigint(name, { mode: 'number' });

/**
 * One income, asset or voucher stream of one applicant (spec part 2 §3 "Financial source"), added by hand
 * with proof documents or, later, from a linked bank or payroll account (the plaid_* and finicity fields).
 * Its documents are uploaded_files rows pointing here.
 */
export const financialSources = pgTable(
  'financial_sources',
  {
    id: serial('id').primaryKey(),
    transactionId: owningTransactionId(),
    applicantId: owningApplicantId(),
    streamType: text('stream_type', { enum: ['income', 'asset', 'voucher'] }).notNull(),
    incomeOrAssetType: integer('income_or_asset_type').notNull(),
    /** Per year, as the applicant stated it. */
    estimatedAmountCents: largeCents('estimated_amount_cents').notNull(),
    /** Per year, as the leasing team verified it. */
    adjustedAmountCents: largeCents('adjusted_amount_cents'),
    status: integer('status').$type<FinancialSourceStatus>().notNull(),
    other: text('other'),
    caseManagerName: text('case_manager_name'),
    caseManagerContactInfo: text('case_manager_contact_info'),
    hasRequestedMoreDocuments: boolean('has_requested_more_documents').notNull().default(false),
    isPlaid: boolean('is_plaid').notNull().default(false),
    flowType: text('flow_type'),
    methodToResolveUnverifiedDocuments: text('method_to_resolve_unverified_documents'),
    plaidIsUnableToBeVerified: boolean('plaid_is_unable_to_be_verified').notNull().default(false),
    plaidHasFraudRisk: boolean('plaid_has_fraud_risk').notNull().default(false),
    plaidRiskScoreLabel: text('plaid_risk_score_label'),
    funnelRiskSignals: jsonb('funnel_risk_signals').$type<string[]>().notNull().default([]),
    isPendingPlaidVerification: boolean('is_pending_plaid_verification').notNull().default(false),
    finicityIncomeStreamId: text('finicity_income_stream_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('financial_sources_applicant_idx').on(table.transactionId, table.applicantId)],
);
