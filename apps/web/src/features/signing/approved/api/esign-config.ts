import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { ESignConfig } from '@portal/domain/schemas/signing';
import { getApplicant } from '@/features/journey/api/applicant';
import { apiRequest } from '@/lib/api-client';

/** GET /api/transaction/{id}/esign-config/?document_id=: how the signing window for a document opens. */
export function getESignConfig(transactionId: number, documentId: number): Promise<ESignConfig> {
  return apiRequest<ESignConfig>(
    `/api/transaction/${transactionId}/esign-config/?document_id=${encodeURIComponent(String(documentId))}`,
  );
}

/** POST /api/page-complete/{id}/ after the signing window closed signed (spec part 2 §7), then the applicant. */
export async function completeLeaseSigning(transaction: LeaseTransaction, documentId: number) {
  await apiRequest<LeaseTransaction>(`/api/page-complete/${transaction.id}/`, {
    method: 'POST',
    body: { page: 'lease-signing', data: { document_id: documentId } },
  });
  return getApplicant(transaction.applicant.id);
}
