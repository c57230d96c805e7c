import type { ShortLivedUrl } from '@portal/domain/schemas/signing';
import { apiRequest } from '@/lib/api-client';

/** GET /api/lease/{id}/document-url/: a five-minute link to one of the lease's sealed documents. */
export async function getSealedDocumentUrl(leaseId: number, documentId: number): Promise<string> {
  const query = new URLSearchParams({ document_id: String(documentId) });
  const answer = await apiRequest<ShortLivedUrl>(`/api/lease/${leaseId}/document-url/?${query}`);
  return answer.url;
}
