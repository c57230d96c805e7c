import type { FinancialDocuments } from '@portal/domain/schemas/financial-documents';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const financialDocumentsQueryKey = (transactionId: number) =>
  ['income', 'financial-documents', String(transactionId)] as const;

const documentsPath = (transactionId: number) =>
  `/api/transaction/${transactionId}/financial-document/` as const;

/** GET …/financial-document/: the caller's income documents that prove no one source, for the Summary. */
export function useFinancialDocuments(transactionId: number) {
  return useQuery({
    queryKey: financialDocumentsQueryKey(transactionId),
    queryFn: ({ signal }) => apiRequest<FinancialDocuments>(documentsPath(transactionId), { signal }),
  });
}

/** POST …/financial-document/ (spec part 2 §7): uploaded files that prove no one source, such as the payroll flow's. */
export function addFinancialDocuments(
  transactionId: number,
  uploadIds: string[],
): Promise<FinancialDocuments> {
  return apiRequest<FinancialDocuments>(documentsPath(transactionId), {
    method: 'POST',
    body: { uploaded_documents: uploadIds },
  });
}
