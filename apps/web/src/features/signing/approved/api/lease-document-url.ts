import type { LeaseDocumentType } from '@portal/domain/schemas/signable-documents';
import type { ShortLivedUrl } from '@portal/domain/schemas/signing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type LeaseDocumentRef = { document_id: number } | { document_type: LeaseDocumentType };

export const leaseDocumentUrlKey = (transactionId: number, ref: LeaseDocumentRef) =>
  ['signing', 'lease-document-url', transactionId, ref] as const;

/** GET /api/transaction/{id}/lease-document-url/: a five-minute link to the document's PDF. */
export async function getLeaseDocumentUrl(
  transactionId: number,
  ref: LeaseDocumentRef,
  signal?: AbortSignal,
): Promise<string> {
  const query = new URLSearchParams(
    'document_id' in ref ? { document_id: String(ref.document_id) } : { document_type: ref.document_type },
  );
  const answer = await apiRequest<ShortLivedUrl>(
    `/api/transaction/${transactionId}/lease-document-url/?${query}`,
    signal ? { signal } : {},
  );
  return answer.url;
}

interface LeaseDocumentUrlOptions {
  enabled: boolean;
  /** How often a failed request is asked again before the error shows (spec: only after a retry). */
  retry?: number | ((count: number, error: unknown) => boolean);
  retryDelay?: number;
}

/**
 * The link, asked for only once the reader wants it (`enabled`). It expires after five minutes, so it is
 * never served from the cache after that.
 */
export function useLeaseDocumentUrl(
  transactionId: number,
  ref: LeaseDocumentRef,
  { enabled, retry = 1, retryDelay }: LeaseDocumentUrlOptions,
) {
  return useQuery({
    queryKey: leaseDocumentUrlKey(transactionId, ref),
    queryFn: ({ signal }) => getLeaseDocumentUrl(transactionId, ref, signal),
    enabled,
    retry,
    ...(retryDelay === undefined ? {} : { retryDelay }),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
    // A link on screen is renewed before it expires.
    refetchInterval: enabled ? 4 * 60_000 : false,
  });
}
