import type { CompletablePage } from '@portal/domain/flow/completable-pages';
import { type LeaseTransaction, leaseTransactionSchema } from '@portal/domain/schemas/lease-transaction';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { transactionQueryKey } from './transaction-query-key';

/** GET /api/transactions/{id}/: the caller's lease transaction (404 when they are not on it). */
export function getTransaction(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<LeaseTransaction> {
  return apiRequest(
    `/api/transactions/${encodeURIComponent(String(transactionId))}/`,
    leaseTransactionSchema,
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

const transactionsSchema = z
  .object({ transactions: z.array(leaseTransactionSchema) })
  .transform((answer) => answer.transactions);

/** GET /api/transactions/: every lease transaction the caller is on, at any community, newest first. */
export function useMyTransactions() {
  return useQuery({
    queryKey: ['journey', 'transactions'],
    queryFn: ({ signal }) => apiRequest('/api/transactions/', transactionsSchema, { signal }),
  });
}

/**
 * POST /api/transactions/ { unit_id }: "Apply" — a new application with the caller as primary applicant,
 * kept for the first step so it opens without asking again.
 */
export async function startApplication(queryClient: QueryClient, unitId: number): Promise<LeaseTransaction> {
  const transaction = await apiRequest('/api/transactions/', leaseTransactionSchema, {
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
  return apiRequest(
    `/api/page-complete/${encodeURIComponent(String(transactionId))}/`,
    leaseTransactionSchema,
    { method: 'POST', body: completion },
  );
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
