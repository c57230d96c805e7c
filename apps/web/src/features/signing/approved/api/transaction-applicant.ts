import { type Applicant, applicantSchema } from '@portal/domain/schemas/lease-transaction';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { retryServerErrors } from '../../../payments/api/request-rules';

export const transactionApplicantKey = (transactionId: number) =>
  ['signing', 'applicant', transactionId] as const;

/** GET /api/transactions/{id}/applicant/: the caller on this transaction, with what they sign. */
export function getTransactionApplicant(transactionId: number, signal?: AbortSignal): Promise<Applicant> {
  return apiRequest(
    `/api/transactions/${transactionId}/applicant/`,
    applicantSchema,
    signal ? { signal } : {},
  );
}

export function useTransactionApplicant(transactionId: number) {
  return useQuery({
    queryKey: transactionApplicantKey(transactionId),
    queryFn: ({ signal }) => getTransactionApplicant(transactionId, signal),
    retry: retryServerErrors,
  });
}
