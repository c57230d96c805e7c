import {
  type FinancialDocuments,
  financialDocumentsSchema,
} from '@portal/domain/schemas/financial-documents';
import { apiRequest } from '../../../lib/api-client';

/** POST …/financial-document/ (spec part 2 §7): uploaded files that prove no one source, such as the payroll flow's. */
export function addFinancialDocuments(
  transactionId: number,
  uploadIds: string[],
): Promise<FinancialDocuments> {
  return apiRequest(`/api/transaction/${transactionId}/financial-document/`, financialDocumentsSchema, {
    method: 'POST',
    body: { uploaded_documents: uploadIds },
  });
}
