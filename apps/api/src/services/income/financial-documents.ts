import type { FinancialDocument, FinancialDocuments } from '@portal/domain/schemas/financial-documents';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import type { UploadedFileRow } from '../uploads/uploaded-files.js';
import { describeDocument, uploadOrder } from './describe-financial-sources.js';

/** The caller's uploads on the transaction that prove no one source. */
const ownLooseDocuments = ({ transaction, applicant }: TransactionAccess) =>
  and(
    eq(uploadedFiles.transactionId, transaction.id),
    eq(uploadedFiles.userId, applicant.userId),
    isNull(uploadedFiles.financialSourceId),
  );

const describeFinancialDocument = (file: UploadedFileRow): FinancialDocument => ({
  ...describeDocument(file),
  uploaded_at: file.createdAt.toISOString(),
});

/** The caller's income documents on the transaction (the payroll flow's tax form, paystubs, others). */
export async function listFinancialDocuments(
  context: AppContext,
  access: TransactionAccess,
): Promise<FinancialDocuments> {
  const files = await context.db.select().from(uploadedFiles).where(ownLooseDocuments(access));
  return { documents: files.sort(uploadOrder).map(describeFinancialDocument) };
}

/**
 * Adds the caller's uploads to the transaction's income documents (the payroll flow's tax form and
 * paystubs, other income documents), which opens them to the household and the leasing team. All or none:
 * a file that is not the caller's, or already proves a source, refuses the whole request.
 */
export async function addFinancialDocuments(
  context: AppContext,
  access: TransactionAccess,
  uploadIds: readonly string[],
): Promise<FinancialDocuments> {
  const { transaction, applicant } = access;
  await context.db.transaction(async (tx) => {
    const attached = await tx
      .update(uploadedFiles)
      .set({ transactionId: transaction.id })
      .where(
        and(
          inArray(uploadedFiles.id, [...uploadIds]),
          eq(uploadedFiles.userId, applicant.userId),
          eq(uploadedFiles.communityId, transaction.communityId),
          isNull(uploadedFiles.financialSourceId),
          or(isNull(uploadedFiles.transactionId), eq(uploadedFiles.transactionId, transaction.id)),
        ),
      )
      .returning({ id: uploadedFiles.id });
    if (attached.length !== uploadIds.length) {
      throw new AppError('ValidationError', 'source_document_not_found', {
        uploaded_documents: ['source_document_not_found'],
      });
    }
  });
  return listFinancialDocuments(context, access);
}
