import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import {
  financialSourceType,
  hasCaseManager,
  isManualSourceType,
  needsDescription,
} from '@portal/domain/constants/financial-source-types';
import type {
  FinancialSource,
  FinancialSourceInput,
  FinancialSourcePatch,
} from '@portal/domain/schemas/financial-sources';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { describeFinancialSources, type FinancialSourceRow } from './describe-financial-sources.js';
import { setLinkedSourceDocuments } from './linked-source-documents.js';
import {
  documentRuleSettingsFor,
  documentStatus,
  releaseSourceDocuments,
  setSourceDocuments,
  sourceDocuments,
} from './source-documents.js';

/** The caller's own sources on the transaction: each applicant proves their own income. */
const ownedBy = ({ transaction, applicant }: TransactionAccess) =>
  and(eq(financialSources.transactionId, transaction.id), eq(financialSources.applicantId, applicant.id));

/** Description and case manager are kept only for the types that ask for them. */
function typeSpecificText(
  type: number,
  input: Pick<FinancialSourceInput, 'other' | 'case_manager_name' | 'case_manager_contact_info'>,
) {
  const caseManager = hasCaseManager(type);
  return {
    other: needsDescription(type) ? input.other : null,
    caseManagerName: caseManager ? input.case_manager_name : null,
    caseManagerContactInfo: caseManager ? input.case_manager_contact_info : null,
  };
}

async function describeOne(db: Database, row: FinancialSourceRow): Promise<FinancialSource> {
  const [described] = await describeFinancialSources(db, [row]);
  if (!described) throw new Error(`Financial source ${row.id} could not be described`);
  return described;
}

/** Adds a manually entered source; its documents decide whether it waits for review or lacks proof. */
export async function addFinancialSource(
  context: AppContext,
  access: TransactionAccess,
  input: FinancialSourceInput,
): Promise<FinancialSource> {
  const type = input.income_or_asset_type;
  const ruleSettings = await documentRuleSettingsFor(context.db, access.transaction.communityId);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(financialSources)
      .values({
        transactionId: access.transaction.id,
        applicantId: access.applicant.id,
        streamType: financialSourceType(type).streamType,
        incomeOrAssetType: type,
        estimatedAmountCents: input.estimated_amount,
        // Settled below, once the documents are attached to the new id.
        status: FinancialSourceStatus.InsufficientDocuments,
        ...typeSpecificText(type, input),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('Could not add the financial source');
    const documents = await setSourceDocuments(tx, access, inserted.id, input.uploaded_documents ?? []);
    const [saved] = await tx
      .update(financialSources)
      .set({ status: documentStatus(type, documents, ruleSettings) })
      .where(eq(financialSources.id, inserted.id))
      .returning();
    if (!saved) throw new Error('The new financial source went missing');
    await tx
      .update(applicants)
      .set({ reportedNoIncomeAssets: false })
      .where(eq(applicants.id, access.applicant.id));
    return saved;
  });
  return describeOne(context.db, row);
}

async function findOwnSource(
  db: Database,
  access: TransactionAccess,
  sourceId: number,
): Promise<FinancialSourceRow> {
  const [row] = await db
    .select()
    .from(financialSources)
    .where(and(eq(financialSources.id, sourceId), ownedBy(access)));
  if (!row) throw notFound('source_not_found');
  return row;
}

export async function getFinancialSource(
  context: AppContext,
  access: TransactionAccess,
  sourceId: number,
): Promise<FinancialSource> {
  return describeOne(context.db, await findOwnSource(context.db, access, sourceId));
}

/**
 * The applicant's edit (spec §4): the changed fields are saved, the documents are checked again, and the
 * source goes back to review with any request for more documents answered. A linked source takes
 * documents only (setLinkedSourceDocuments).
 */
export async function updateFinancialSource(
  context: AppContext,
  access: TransactionAccess,
  sourceId: number,
  patch: FinancialSourcePatch,
): Promise<FinancialSource> {
  if (patch.stream_id !== undefined && patch.stream_id !== sourceId) {
    throw new AppError('ValidationError', 'stream_id_mismatch', { stream_id: ['stream_id_mismatch'] });
  }
  const existing = await findOwnSource(context.db, access, sourceId);
  const type = existing.incomeOrAssetType;
  if (!isManualSourceType(type)) {
    return describeOne(context.db, await setLinkedSourceDocuments(context, access, existing, patch));
  }
  const text = typeSpecificText(type, {
    other: patch.other === undefined ? existing.other : patch.other,
    case_manager_name:
      patch.case_manager_name === undefined ? existing.caseManagerName : patch.case_manager_name,
    case_manager_contact_info:
      patch.case_manager_contact_info === undefined
        ? existing.caseManagerContactInfo
        : patch.case_manager_contact_info,
  });
  if (needsDescription(type) && !text.other) {
    throw new AppError('ValidationError', 'invalid_fields', {
      other: ['required'],
    });
  }
  const ruleSettings = await documentRuleSettingsFor(context.db, access.transaction.communityId);
  const row = await context.db.transaction(async (tx) => {
    const documents =
      patch.uploaded_documents === undefined
        ? await sourceDocuments(tx, sourceId)
        : await setSourceDocuments(tx, access, sourceId, patch.uploaded_documents);
    const [saved] = await tx
      .update(financialSources)
      .set({
        ...text,
        ...(patch.estimated_amount === undefined ? {} : { estimatedAmountCents: patch.estimated_amount }),
        status: documentStatus(type, documents, ruleSettings),
        hasRequestedMoreDocuments: false,
        updatedAt: context.clock.now(),
      })
      .where(eq(financialSources.id, sourceId))
      .returning();
    if (!saved) throw notFound('source_not_found');
    return saved;
  });
  return describeOne(context.db, row);
}

export async function removeFinancialSource(
  context: AppContext,
  access: TransactionAccess,
  sourceId: number,
): Promise<void> {
  const source = await findOwnSource(context.db, access, sourceId);
  await context.db.transaction(async (tx) => {
    await releaseSourceDocuments(tx, [source.id]);
    await tx.delete(financialSources).where(eq(financialSources.id, source.id));
  });
}

/** Start over (spec §4): every source of the caller goes, and so does their "no income or assets". */
export async function removeAllFinancialSources(
  context: AppContext,
  access: TransactionAccess,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const sources = await tx
      .select({ id: financialSources.id })
      .from(financialSources)
      .where(ownedBy(access));
    await releaseSourceDocuments(
      tx,
      sources.map((source) => source.id),
    );
    await tx.delete(financialSources).where(ownedBy(access));
    await tx
      .update(applicants)
      .set({ reportedNoIncomeAssets: false })
      .where(eq(applicants.id, access.applicant.id));
  });
}
