import type { LeaseTransaction, TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import type { RentalOption } from '@portal/domain/schemas/units';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionQueryKey } from './transaction-query-key';

export const rentalOptionsQueryKey = (community: string) => ['journey', 'rental-options', community] as const;

/** GET /api/communities/{slug}/rental-options/: parking, pets, storage … with prices in cents. */
export async function getRentalOptions(community: string, signal?: AbortSignal): Promise<RentalOption[]> {
  const path = `/api/communities/${encodeURIComponent(community)}/rental-options/` as const;
  return (await apiRequest<{ rental_options: RentalOption[] }>(path, signal ? { signal } : {}))
    .rental_options;
}

export function useRentalOptions(community: string) {
  return useQuery(
    queryOptions({
      queryKey: rentalOptionsQueryKey(community),
      queryFn: ({ signal }) => getRentalOptions(community, signal),
      staleTime: 60_000,
    }),
  );
}

type Selections = NonNullable<TransactionPatch['selected_rental_options']>;

/** PATCH /api/transactions/{id}/ { selected_rental_options }: the list replaces the transaction's selections. */
export function saveRentalOptions(
  transactionId: number | string,
  selections: Selections,
): Promise<LeaseTransaction> {
  return apiRequest<LeaseTransaction>(`/api/transactions/${encodeURIComponent(String(transactionId))}/`, {
    method: 'PATCH',
    body: { selected_rental_options: selections } satisfies TransactionPatch,
  });
}

/** Saves the selections (the primary applicant's) and puts the answer in the transaction cache. */
export function useSaveRentalOptions(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selections: Selections) => saveRentalOptions(transactionId, selections),
    onSuccess: (transaction) => {
      queryClient.setQueryData(transactionQueryKey(transactionId), transaction);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) }),
  });
}
