import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owningApplicantId, owningTransactionId } from './lease-transactions.js';
import { owningCommunityId } from './owner-columns.js';
import { uploadedFiles } from './uploaded-files.js';
import { users } from './users.js';

/**
 * A rule of a jurisdiction profile an admin marked as not applying to one community, with the reason they
 * wrote. Withdrawing it deletes the row; both acts stay in the community's audit history.
 */
export const jurisdictionRuleOverrides = pgTable(
  'jurisdiction_rule_overrides',
  {
    id: serial('id').primaryKey(),
    communityId: owningCommunityId(),
    /** The profile (`new-york-state`) and the rule (`screeningFee`) set aside. */
    profileId: text('profile_id').notNull(),
    ruleKey: text('rule_key').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('jurisdiction_rule_overrides_rule_idx').on(table.communityId, table.profileId, table.ruleKey),
  ],
);

/**
 * The screening report an applicant gave of their own instead of paying the screening fee (issue 39): the
 * file, or the agency's name and reference, and the day it was made. One per applicant and application;
 * giving another replaces it until staff accept it.
 */
export const ownScreeningReports = pgTable(
  'own_screening_reports',
  {
    id: serial('id').primaryKey(),
    transactionId: owningTransactionId(),
    applicantId: owningApplicantId(),
    /** The report itself, when uploaded; readable by its uploader and the company's staff only. */
    uploadId: text('upload_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    agencyName: text('agency_name'),
    reference: text('reference'),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    /** 'pending' until staff decide; 'accepted' or 'not_acceptable' (the fee is due again) then. */
    status: text('status', { enum: ['pending', 'accepted', 'not_acceptable'] }).notNull(),
    notAcceptableReason: text('not_acceptable_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('own_screening_reports_applicant_idx').on(table.transactionId, table.applicantId),
    index('own_screening_reports_upload_idx').on(table.uploadId),
  ],
);
