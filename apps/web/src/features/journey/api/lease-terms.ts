import type { AvailableLeaseTerms, Quote, QuoteRequest } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction, TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionQueryKey } from './transaction-query-key';
import { completePage } from './transactions';

const path = (transactionId: number | string) => encodeURIComponent(String(transactionId));

export const availableLeaseTermsQueryKey = (transactionId: number | string) =>
  ['journey', 'available-lease-terms', String(transactionId)] as const;

/** POST /api/transaction/{id}/available-lease-terms/: each term with the unit's rent, and the move-in window. */
export function getAvailableLeaseTerms(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<AvailableLeaseTerms> {
  return apiRequest<AvailableLeaseTerms>(`/api/transaction/${path(transactionId)}/available-lease-terms/`, {
    method: 'POST',
    body: {},
    ...(signal ? { signal } : {}),
  });
}

export function availableLeaseTermsQuery(transactionId: number | string) {
  return queryOptions({
    queryKey: availableLeaseTermsQueryKey(transactionId),
    queryFn: ({ signal }) => getAvailableLeaseTerms(transactionId, signal),
    staleTime: 60_000,
  });
}

export function useAvailableLeaseTerms(transactionId: number | string) {
  return useQuery(availableLeaseTermsQuery(transactionId));
}

/** POST /api/quote/: the flat monthly quote for the unit, term, move-in date and rental options. */
export function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return apiRequest<Quote>('/api/quote/', {
    method: 'POST',
    body: request,
    ...(signal ? { signal } : {}),
  });
}

/** The quote for `request` (null: none asked yet); the last answer stays while the next one loads. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: ['journey', 'quote', request] as const,
    queryFn: ({ signal }) => (request ? getQuote(request, signal) : Promise.resolve(null)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** What `GET /api/lease-end-date/` is asked: the community (its lease settings), the move-in date and term. */
export interface LeaseEndRequest {
  lease_settings_id: number;
  move_in_date: string;
  lease_term: number;
}

/** GET /api/lease-end-date/: the last day of a lease of the community's term from the move-in date. */
export async function getLeaseEndDate(request: LeaseEndRequest, signal?: AbortSignal): Promise<string> {
  const query = new URLSearchParams({
    lease_settings_id: String(request.lease_settings_id),
    move_in_date: request.move_in_date,
    lease_term: String(request.lease_term),
  });
  const answer = await apiRequest<{ lease_end_date: string }>(`/api/lease-end-date/?${query}`, {
    ...(signal ? { signal } : {}),
  });
  return answer.lease_end_date;
}

/** The lease end for `request` (null: none asked yet); an answer never changes, so it is never asked twice. */
export function useLeaseEndDate(request: LeaseEndRequest | null) {
  return useQuery({
    queryKey: ['journey', 'lease-end-date', request] as const,
    queryFn: ({ signal }) => (request ? getLeaseEndDate(request, signal) : Promise.resolve(null)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PATCH /api/transactions/{id}/ then POST /api/page-complete/{id}/ { page: 'lease-terms' }. */
export async function saveLeaseTerms(
  transactionId: number | string,
  patch: Pick<TransactionPatch, 'move_in_date' | 'lease_term'> | null,
): Promise<LeaseTransaction> {
  if (patch) {
    await apiRequest<LeaseTransaction>(`/api/transactions/${path(transactionId)}/`, {
      method: 'PATCH',
      body: patch,
    });
  }
  return completePage(transactionId, { page: 'lease-terms' });
}

/**
 * Saves the lease terms (the primary applicant's patch; null for the others, who only finish the page)
 * and refreshes the transaction everywhere (the drawer's steps and percentage).
 */
export function useSaveLeaseTerms(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Pick<TransactionPatch, 'move_in_date' | 'lease_term'> | null) =>
      saveLeaseTerms(transactionId, patch),
    onSuccess: (transaction) => {
      queryClient.setQueryData(transactionQueryKey(transactionId), transaction);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) }),
  });
}
