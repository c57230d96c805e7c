import type {
  Screening,
  ScreeningCriteria,
  ScreeningRequest,
  ScreeningStatus,
} from '@portal/domain/schemas/screening';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { getTransaction } from '@/features/journey/api/transactions';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

const screeningPath = (transactionId: number) => `/api/transaction/${transactionId}` as const;
const screeningQueryKey = (transactionId: number) => ['screening', 'status', transactionId] as const;

/** GET /api/transaction/{id}/screening-criteria/: the criteria to accept, as the server's safe HTML. */
export function useScreeningCriteria(transactionId: number) {
  // In the page's language: switching it reads the criteria again.
  const language = useLanguage();
  return useQuery({
    queryKey: ['screening', 'criteria', transactionId, language],
    queryFn: ({ signal }): Promise<ScreeningCriteria> =>
      apiRequest<ScreeningCriteria>(`${screeningPath(transactionId)}/screening-criteria/`, { signal }),
  });
}

/** GET /api/transaction/{id}/screening/: the caller's consent (only the last 4 digits), or null. */
export function useScreeningStatus(transactionId: number) {
  return useQuery({
    queryKey: screeningQueryKey(transactionId),
    queryFn: ({ signal }): Promise<ScreeningStatus> =>
      apiRequest<ScreeningStatus>(`${screeningPath(transactionId)}/screening/`, { signal }),
  });
}

/** POST /api/transaction/{id}/screening/: consent and the number; the answer never carries the number. */
export function submitScreening(transactionId: number, body: ScreeningRequest): Promise<Screening> {
  return apiRequest<Screening>(`${screeningPath(transactionId)}/screening/`, { method: 'POST', body });
}

/**
 * Submitting finishes the Screening step: the transaction is read again (the drawer's steps, the next
 * route) and handed back for the way on.
 */
export function useSubmitScreening(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScreeningRequest) => {
      const screening = await submitScreening(transactionId, body);
      return { screening, transaction: await getTransaction(transactionId) };
    },
    onSuccess: ({ screening, transaction }) => {
      queryClient.setQueryData(screeningQueryKey(transactionId), { screening });
      queryClient.setQueryData(transactionQueryKey(transactionId), transaction);
    },
  });
}
