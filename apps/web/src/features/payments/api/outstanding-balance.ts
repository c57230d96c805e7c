import type { OutstandingBalance } from '@portal/domain/schemas/outstanding-balance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryServerErrors, transactionPathOf } from './request-rules';

export const outstandingBalanceQueryKey = (transactionId: number | string) =>
  ['payments', 'outstanding-balance', String(transactionId)] as const;

/** GET /api/transaction/{id}/outstanding-balance/: the caller's returned payments and what they owe again. */
export function getOutstandingBalance(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<OutstandingBalance> {
  return apiRequest<OutstandingBalance>(
    `/api/transaction/${transactionPathOf(transactionId)}/outstanding-balance/`,
    signal ? { signal } : {},
  );
}

export function useOutstandingBalance(transactionId: number | string) {
  return useQuery({
    queryKey: outstandingBalanceQueryKey(transactionId),
    queryFn: ({ signal }) => getOutstandingBalance(transactionId, signal),
    retry: retryServerErrors,
  });
}
