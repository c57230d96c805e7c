import type { LeaseTransaction, TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import type { RentalOptionPriceChanges, UnitPriceChange } from '@portal/domain/schemas/price-changes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionQueryKey } from './transaction-query-key';

/** What the primary applicant was quoted and what the community charges now, in integer cents. */
export interface PriceChanges {
  changed: boolean;
  rent: UnitPriceChange;
  options: RentalOptionPriceChanges['options'];
}

const path = (transactionId: number | string) => encodeURIComponent(String(transactionId));

export const priceChangesQueryKey = (transactionId: number | string) =>
  ['journey', 'price-changes', String(transactionId)] as const;

/** GET detect-unit-price-changed/ and detect-rental-options-price-changed/ for the transaction, together. */
export async function getPriceChanges(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<PriceChanges> {
  const options = signal ? { signal } : {};
  const [rent, rentalOptions] = await Promise.all([
    apiRequest<UnitPriceChange>(
      `/api/transaction/${path(transactionId)}/detect-unit-price-changed/`,
      options,
    ),
    apiRequest<RentalOptionPriceChanges>(
      `/api/transaction/${path(transactionId)}/detect-rental-options-price-changed/`,
      options,
    ),
  ]);
  return { changed: rent.changed || rentalOptions.changed, rent, options: rentalOptions.options };
}

/** Spec §6: only the primary applicant sees price-update warnings, so only they ask (`enabled`). */
export function usePriceChanges(transactionId: number | string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: priceChangesQueryKey(transactionId),
      queryFn: ({ signal }) => getPriceChanges(transactionId, signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}

/**
 * The patch that quotes the transaction again at today's prices: the same lease term (the server
 * re-quotes the rent and restarts the quote's validity) and the same rental options (each re-quoted at
 * its current monthly price). Nothing the household chose changes.
 */
export function requotePatch(
  transaction: Pick<LeaseTransaction, 'lease_term' | 'selected_rental_options'>,
): TransactionPatch {
  return {
    ...(typeof transaction.lease_term === 'number' ? { lease_term: transaction.lease_term } : {}),
    selected_rental_options: transaction.selected_rental_options.map((option) => ({
      rental_option_id: option.rental_option_id,
      quantity: option.quantity,
      ...(option.pet_type ? { pet_type: option.pet_type } : {}),
      ...(option.is_assistance_animal ? { is_assistance_animal: true } : {}),
    })),
  };
}

/** PATCH /api/transactions/{id}/ with requotePatch(): the primary applicant accepts the new prices. */
export function useConfirmPriceChanges(transaction: LeaseTransaction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<LeaseTransaction>(`/api/transactions/${path(transaction.id)}/`, {
        method: 'PATCH',
        body: requotePatch(transaction),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(transactionQueryKey(transaction.id), updated);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionQueryKey(transaction.id) }),
        queryClient.invalidateQueries({ queryKey: priceChangesQueryKey(transaction.id) }),
      ]),
  });
}
