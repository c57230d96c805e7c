import type {
  IdentityMethod,
  IdentityQuestion,
  PasscodeChannel,
} from '@portal/domain/schemas/identity-verification';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { owningApplicantId, owningTransactionId } from './lease-transactions.js';
import { uploadedFiles } from './uploaded-files.js';
import { users } from './users.js';

/**
 * open: a code sent, questions asked or a document check started; passed: it verified the applicant;
 * failed: wrong answers, a failed check, or a code out of tries; replaced: a newer code took its place;
 * pending_review: a photo ID waiting for the leasing team, who then approve it (passed) or reject it
 * (rejected: the applicant verifies again).
 */
export type IdentityAttemptStatus = 'open' | 'passed' | 'failed' | 'replaced' | 'pending_review' | 'rejected';

/** One attempt of an applicant at the Identity Verification step, by one of the four ways. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    transactionId: owningTransactionId(),
    applicantId: owningApplicantId(),
    method: text('method').$type<IdentityMethod>().notNull(),
    status: text('status').$type<IdentityAttemptStatus>().notNull(),
    /** Passcode only: how it was sent, its keyed hash (never the code) and the tries spent on it. */
    channel: text('channel').$type<PasscodeChannel>(),
    passcodeHash: text('passcode_hash'),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The provider's quiz or document check session. */
    providerReference: text('provider_reference'),
    /** Questions only: what was asked (never the right answers, which the provider keeps). */
    questions: jsonb('questions').$type<IdentityQuestion[]>(),
    correctAnswers: integer('correct_answers'),
    /** Manual only: the photo ID for the leasing team. */
    uploadId: text('upload_id').references(() => uploadedFiles.id),
    /** Manual only: the staff member who approved or rejected the photo ID, and why they rejected it. */
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('identity_verifications_applicant_idx').on(table.applicantId, table.createdAt),
    index('identity_verifications_transaction_idx').on(table.transactionId),
    index('identity_verifications_status_idx').on(table.status),
  ],
);

/**
 * The built-in sandbox identity provider's own books, standing in for the provider's servers (as
 * sandbox_financial_links does for the link provider): the right answers of its quizzes.
 */
export const sandboxIdentityQuizzes = pgTable('sandbox_identity_quizzes', {
  reference: text('reference').primaryKey(),
  /** Question id → the id of its right choice. */
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  gradedAt: timestamp('graded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type SandboxDocumentCheckStatus = 'created' | 'passed' | 'failed';

/** …and its document + selfie checks, opened by a token the window holds (stored as its SHA-256). */
export const sandboxIdentitySessions = pgTable('sandbox_identity_sessions', {
  /** Also the identity_session_id the window hands back. */
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  status: text('status').$type<SandboxDocumentCheckStatus>().notNull(),
  /** The test document and selfie chosen in the window: they decide the outcome. */
  document: text('document'),
  selfie: text('selfie'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
