import type { CompletablePage } from '@portal/domain/flow/completable-pages';
import type { LeaseTransaction, LeaseTransactionList } from '@portal/domain/schemas/lease-transaction';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiRequestError } from '@/lib/api-client';
import { transactionQueryKey } from './transaction-query-key';

/** GET /api/transactions/{id}/: the caller's lease transaction (404 when they are not on it). */
export function getTransaction(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<LeaseTransaction> {
  return apiRequest<LeaseTransaction>(
    `/api/transactions/${encodeURIComponent(String(transactionId))}/`,
    signal ? { signal } : {},
  );
}

export function transactionQuery(transactionId: number | string) {
  return queryOptions({
    queryKey: transactionQueryKey(transactionId),
    queryFn: ({ signal }) => getTransaction(transactionId, signal),
    // A missing transaction stays missing: no retries for 4xx answers.
    retry: (count, error) => !(isApiRequestError(error) && error.isClientError) && count < 2,
  });
}

export function useTransaction(transactionId: number | string) {
  return useQuery(transactionQuery(transactionId));
}

/** GET /api/transactions/: every lease transaction the caller is on, at any community, newest first. */
export function useMyTransactions() {
  return useQuery({
    queryKey: ['journey', 'transactions'],
    queryFn: async ({ signal }) =>
      (await apiRequest<LeaseTransactionList>('/api/transactions/', { signal })).transactions,
  });
}

/**
 * POST /api/transactions/ { unit_id }: "Apply" — a new application with the caller as primary applicant,
 * kept for the first step so it opens without asking again.
 */
export async function startApplication(queryClient: QueryClient, unitId: number): Promise<LeaseTransaction> {
  const transaction = await apiRequest<LeaseTransaction>('/api/transactions/', {
    method: 'POST',
    body: { unit_id: unitId },
  });
  queryClient.setQueryData(transactionQueryKey(transaction.id), transaction);
  return transaction;
}

export interface PageCompletion {
  page: CompletablePage;
  data?: Record<string, unknown>;
}

/** POST /api/page-complete/{id}/ { page, data }: records a finished page; answers the updated transaction. */
export function completePage(
  transactionId: number | string,
  completion: PageCompletion,
): Promise<LeaseTransaction> {
  return apiRequest<LeaseTransaction>(`/api/page-complete/${encodeURIComponent(String(transactionId))}/`, {
    method: 'POST',
    body: completion,
  });
}

/** Finishing a page refreshes the transaction everywhere (the drawer's steps and percentage). */
export function useCompletePage(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: PageCompletion) => completePage(transactionId, completion),
    onSuccess: (transaction) => {
      queryClient.setQueryData(transactionQueryKey(transactionId), transaction);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) }),
  });
}
