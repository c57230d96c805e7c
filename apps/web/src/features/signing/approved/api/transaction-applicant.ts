import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useQuery } from '@tanstack/react-query';
import { applicantQuery } from '@/features/journey/api/applicant';
import { retryServerErrors } from '@/features/payments/api/request-rules';

/** GET /api/applicant/{id}/: the caller on this transaction, with what they sign. */
export function useTransactionApplicant(transaction: LeaseTransaction) {
  return useQuery({ ...applicantQuery(transaction.applicant.id), retry: retryServerErrors });
}
