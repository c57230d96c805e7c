import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { AvailableUnit, AvailableUnitList } from '@portal/domain/schemas/units';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { priceChangesQueryKey } from './price-changes';
import { transactionQueryKey } from './transaction-query-key';

const path = (transactionId: number | string) => encodeURIComponent(String(transactionId));

/** GET /api/transaction/{id}/available-units/?move_in_date=: where the household may move instead. */
export function useUnitsAvailableOn(transactionId: number | string, moveInDate: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['journey', 'available-units', String(transactionId), moveInDate] as const,
      queryFn: async ({ signal }): Promise<AvailableUnit[]> => {
        const query = `?move_in_date=${encodeURIComponent(moveInDate)}`;
        const answer = await apiRequest<AvailableUnitList>(
          `/api/transaction/${path(transactionId)}/available-units/${query}`,
          { signal },
        );
        return answer.units;
      },
      enabled,
    }),
  );
}

/** PATCH /api/transactions/{id}/ { unit_id }: the primary applicant moves the application to another unit. */
export function useChangeUnit(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: number) =>
      apiRequest<LeaseTransaction>(`/api/transactions/${path(transactionId)}/`, {
        method: 'PATCH',
        body: { unit_id: unitId },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(transactionQueryKey(transactionId), updated);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) }),
        queryClient.invalidateQueries({ queryKey: priceChangesQueryKey(transactionId) }),
      ]),
  });
}
