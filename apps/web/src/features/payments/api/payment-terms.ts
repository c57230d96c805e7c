import { TermsType } from '@portal/domain/constants/terms-types';
import type { HoldingDepositTerms, TermsAcceptance } from '@portal/domain/schemas/payment-terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { paymentOptionsQueryKey } from './payment-options';
import { retryServerErrors } from './request-rules';

/** GET /api/transaction/{id}/holding_deposit_terms/: the payment terms with this application's amounts. */
export function getHoldingDepositTerms(
  transactionId: string,
  canProceedToPayment: boolean,
  signal?: AbortSignal,
): Promise<HoldingDepositTerms> {
  return apiRequest<HoldingDepositTerms>(
    `/api/transaction/${encodeURIComponent(transactionId)}/holding_deposit_terms/?can_proceed_to_payment=${canProceedToPayment ? 1 : 0}`,
    signal ? { signal } : {},
  );
}

/** In the page's language: switching it reads the terms again (the acceptance records that language's). */
export function useHoldingDepositTerms(transactionId: string, canProceedToPayment: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['payments', 'holding-deposit-terms', transactionId, canProceedToPayment, language],
    queryFn: ({ signal }) => getHoldingDepositTerms(transactionId, canProceedToPayment, signal),
    retry: retryServerErrors,
  });
}

/** POST /api/transaction/{id}/terms-accepted/: the applicant agreed to the payment terms just now. */
export function acceptPaymentTerms(transactionId: string): Promise<TermsAcceptance> {
  return apiRequest<TermsAcceptance>(
    `/api/transaction/${encodeURIComponent(transactionId)}/terms-accepted/`,
    {
      method: 'POST',
      body: { type: TermsType.Payments, context: { time: new Date().toISOString() } },
    },
  );
}

/** Agreeing lets the applicant pay: what the Fees & Deposits page knows of it is read again. */
export function useAcceptPaymentTerms(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptPaymentTerms(transactionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentOptionsQueryKey(transactionId) }),
  });
}
