import type { Language } from '@portal/domain/constants/languages';
import { TermsType } from '@portal/domain/constants/terms-types';
import {
  type AcceptableTermsType,
  TERMS_TIME_SKEW_MINUTES,
  type TermsAcceptance,
} from '@portal/domain/schemas/payment-terms';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { termsAcceptances } from '../../db/schema/terms-acceptances.js';
import { AppError } from '../../lib/app-error.js';
import { minutesAfter } from '../../lib/clock.js';
import type { PlainCode } from '../../messages/message.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { currentRevisionIds, readCurrentRevisionIn } from './content-files.js';
import { FINANCIAL_LINK_TERMS } from './financial-link-terms.js';
import { PAYMENT_TERMS, SCREENING_CRITERIA } from './terms-revisions.js';

/** The content folder of each set of terms an applicant accepts. */
const TERMS_FILES = {
  [TermsType.Payments]: PAYMENT_TERMS,
  [TermsType.Finicity]: FINANCIAL_LINK_TERMS,
  [TermsType.ScreeningCriteria]: SCREENING_CRITERIA,
} as const satisfies Record<AcceptableTermsType, { dir: string; extension: string }>;

/** The revision an applicant agrees to when they accept these terms now, having read them in `language`. */
async function currentRevisionOf(type: AcceptableTermsType, language: Language): Promise<string> {
  const { dir, extension } = TERMS_FILES[type];
  return (await readCurrentRevisionIn(dir, extension, language)).id;
}

/** A browser clock may run a little fast; a time beyond that, or before the application began, is wrong. */
export function checkAcceptedAt(context: AppContext, access: TransactionAccess, time: string): Date {
  const acceptedAt = new Date(time);
  const fieldError = (text: PlainCode) => new AppError('ValidationError', text, { 'context.time': [text] });
  if (acceptedAt > minutesAfter(context.clock.now(), TERMS_TIME_SKEW_MINUTES)) {
    throw fieldError('terms_time_in_future');
  }
  if (acceptedAt < minutesAfter(access.transaction.createdAt, -TERMS_TIME_SKEW_MINUTES)) {
    throw fieldError('terms_time_before_application');
  }
  return acceptedAt;
}

type AcceptanceRow = typeof termsAcceptances.$inferSelect;

function present(row: AcceptanceRow): TermsAcceptance {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    applicant_id: row.applicantId,
    type: row.type as AcceptableTermsType,
    revision: row.revision,
    accepted_at: row.acceptedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's acceptance of one set of terms on the transaction, in any of these revisions. */
const acceptanceOf = (
  { transaction, applicant }: TransactionAccess,
  type: AcceptableTermsType,
  revisions: readonly string[],
) =>
  and(
    eq(termsAcceptances.applicantId, applicant.id),
    eq(termsAcceptances.transactionId, transaction.id),
    eq(termsAcceptances.type, type),
    inArray(termsAcceptances.revision, [...revisions]),
  );

export interface AcceptTermsInput {
  type: AcceptableTermsType;
  /** The language the terms were read in: its revision is the one recorded. */
  language: Language;
  time: string;
  ipAddress: string;
  userAgent: string;
}

/** An agreement to one revision of a set of terms, read before the database transaction that stores it. */
export interface TermsAgreement {
  type: AcceptableTermsType;
  revision: string;
  acceptedAt: Date;
  ipAddress: string;
  userAgent: string;
}

/**
 * Stores the caller's agreement within `tx`, so it commits with whatever it enables. Agreeing twice to the
 * same revision (a double click, a retry) keeps the first record: `created` says which.
 */
export async function recordTermsAgreement(
  tx: DatabaseTransaction,
  context: AppContext,
  access: TransactionAccess,
  agreement: TermsAgreement,
): Promise<{ created: boolean; acceptance: TermsAcceptance }> {
  const { type, revision } = agreement;
  const { transaction, applicant } = access;
  // Serializes concurrent requests for the same acceptance, so the check below cannot race the insert.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${applicant.id}, hashtext(${`terms:${type}:${revision}`}))`,
  );
  const [existing] = await tx
    .select()
    .from(termsAcceptances)
    .where(acceptanceOf(access, type, [revision]))
    .limit(1);
  if (existing) return { created: false, acceptance: present(existing) };
  const [row] = await tx
    .insert(termsAcceptances)
    .values({
      transactionId: transaction.id,
      applicantId: applicant.id,
      type,
      revision,
      acceptedAt: agreement.acceptedAt,
      ipAddress: agreement.ipAddress,
      userAgent: agreement.userAgent,
      createdAt: context.clock.now(),
    })
    .returning();
  if (!row) throw new Error('The terms acceptance was not stored');
  return { created: true, acceptance: present(row) };
}

/** Records that the caller agreed to the current revision of a set of terms on the transaction. */
export async function acceptTerms(
  context: AppContext,
  access: TransactionAccess,
  input: AcceptTermsInput,
): Promise<{ created: boolean; acceptance: TermsAcceptance }> {
  const acceptedAt = checkAcceptedAt(context, access, input.time);
  const revision = await currentRevisionOf(input.type, input.language);
  const { type, ipAddress, userAgent } = input;
  return context.db.transaction((tx) =>
    recordTermsAgreement(tx, context, access, { type, revision, acceptedAt, ipAddress, userAgent }),
  );
}

/** Whether the caller agreed to the current revision of these terms on the transaction, in any language. */
export async function hasAcceptedCurrentTerms(
  context: AppContext,
  access: TransactionAccess,
  type: AcceptableTermsType,
): Promise<boolean> {
  const { dir, extension } = TERMS_FILES[type];
  const [row] = await context.db
    .select({ id: termsAcceptances.id })
    .from(termsAcceptances)
    .where(acceptanceOf(access, type, await currentRevisionIds(dir, extension)))
    .limit(1);
  return row !== undefined;
}
