import { TermsType } from '@portal/domain/constants/terms-types';
import type { TermsDocument } from '@portal/domain/schemas/documents';
import type { TermsAcceptance } from '@portal/domain/schemas/payment-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/** GET /api/financial-link-terms/: what the applicant agrees to before the first provider's bank link. */
export function useFinancialLinkTerms(enabled: boolean) {
  // In the page's language: switching it reads the terms again.
  const language = useLanguage();
  return useQuery({
    ...queryOptions({
      queryKey: ['income', 'financial-link-terms', language],
      queryFn: ({ signal }) => apiRequest<TermsDocument>('/api/financial-link-terms/', { signal }),
    }),
    enabled,
  });
}

/** POST …/terms-accepted/ `{ type: 'finicity', context: { time } }` (spec part 2 §7 "Terms"). */
export function acceptFinancialLinkTerms(transactionId: number) {
  return apiRequest<TermsAcceptance>(`/api/transaction/${transactionId}/terms-accepted/`, {
    method: 'POST',
    body: { type: TermsType.Finicity, context: { time: new Date().toISOString() } },
  });
}
