import { applicantSchema } from '@portal/domain/schemas/lease-transaction';
import { type ESignConfig, esignConfigSchema } from '@portal/domain/schemas/signing';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/transaction/{id}/esign-config/?document_id=: how the signing window for a document opens. */
export function getESignConfig(transactionId: number, documentId: number): Promise<ESignConfig> {
  return apiRequest(
    `/api/transaction/${transactionId}/esign-config/?document_id=${encodeURIComponent(String(documentId))}`,
    esignConfigSchema,
  );
}

/** POST /api/page-complete/{id}/ after the signing window closed signed: answers the applicant. */
export function completeLeaseSigning(transactionId: number, documentId: number) {
  return apiRequest(`/api/page-complete/${transactionId}/`, applicantSchema, {
    method: 'POST',
    body: { page: 'lease-signing', data: { document_id: documentId } },
  });
}
