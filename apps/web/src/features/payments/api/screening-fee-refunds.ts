import type { ScreeningFeeRefund } from '@portal/domain/schemas/staff-application-file';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryServerErrors, transactionPathOf } from './request-rules';

/** How often a refund owed but not yet made is looked at again: the job makes it within seconds. */
const OWED_REFRESH_MS = 5_000;

/** GET /api/transaction/{id}/screening-fee-refunds/: the caller's screening fees owed back (California). */
export function useScreeningFeeRefunds(transactionId: number) {
  return useQuery({
    queryKey: ['payments', 'screening-fee-refunds', String(transactionId)],
    queryFn: ({ signal }) =>
      apiRequest<ScreeningFeeRefund[]>(
        `/api/transaction/${transactionPathOf(transactionId)}/screening-fee-refunds/`,
        { signal },
      ),
    retry: retryServerErrors,
    refetchInterval: (query) =>
      query.state.data?.some((refund) => refund.refunded_at === null) ? OWED_REFRESH_MS : false,
  });
}
