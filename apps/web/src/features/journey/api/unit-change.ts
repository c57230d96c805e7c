import { leaseTransactionSchema } from '@portal/domain/schemas/lease-transaction';
import { availableUnitSchema } from '@portal/domain/schemas/units';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { priceChangesQueryKey } from './price-changes';
import { transactionQueryKey } from './transaction-query-key';

const path = (transactionId: number | string) => encodeURIComponent(String(transactionId));

const unitsAnswerSchema = z
  .object({ units: z.array(availableUnitSchema) })
  .transform((answer) => answer.units);

/** GET /api/transaction/{id}/available-units/?move_in_date=: where the household may move instead. */
export function useUnitsAvailableOn(transactionId: number | string, moveInDate: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['journey', 'available-units', String(transactionId), moveInDate] as const,
      queryFn: ({ signal }) =>
        apiRequest(
          `/api/transaction/${path(transactionId)}/available-units/?move_in_date=${encodeURIComponent(moveInDate)}`,
          unitsAnswerSchema,
          { signal },
        ),
      enabled,
    }),
  );
}

/** PATCH /api/transactions/{id}/ { unit_id }: the primary applicant moves the application to another unit. */
export function useChangeUnit(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unitId: number) =>
      apiRequest(`/api/transactions/${path(transactionId)}/`, leaseTransactionSchema, {
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
