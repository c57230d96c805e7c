import {
  applicantSigningSchema,
  esignConfigSchema,
  shortLivedUrlSchema,
} from '@portal/domain/schemas/signing';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/guest-signing/`: a guest session's own documents (docs/api.md, "Guests and verification"). */
export const guestSigningSchema = applicantSigningSchema
  .pick({ is_pending_signature: true, signable_documents: true })
  .extend({
    transaction_id: z.number().int(),
    community: z.string(),
    executed: z.boolean(),
  });
export type GuestSigning = z.infer<typeof guestSigningSchema>;

export const guestSigningQueryKey = ['signing', 'guest'] as const;

export function useGuestSigning() {
  return useQuery({
    queryKey: guestSigningQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/guest-signing/', guestSigningSchema, { signal }),
  });
}

/** GET /api/transaction/{id}/esign-config/?document_id=: how the ceremony opens (hosted or embedded). */
export function getESignConfig(transactionId: number, documentId: number) {
  return apiRequest(
    `/api/transaction/${transactionId}/esign-config/?document_id=${documentId}`,
    esignConfigSchema,
  );
}

/** GET /api/transaction/{id}/lease-document-url/?document_type=: a five-minute link to the PDF. */
export async function getLeaseDocumentUrl(transactionId: number, documentType: string) {
  const answer = await apiRequest(
    `/api/transaction/${transactionId}/lease-document-url/?document_type=${encodeURIComponent(documentType)}`,
    shortLivedUrlSchema,
  );
  return answer.url;
}
