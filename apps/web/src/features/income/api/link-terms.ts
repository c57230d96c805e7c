import { TermsType } from '@portal/domain/constants/terms-types';
import { termsDocumentSchema } from '@portal/domain/schemas/documents';
import { termsAcceptanceSchema } from '@portal/domain/schemas/payment-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/financial-link-terms/: what the applicant agrees to before the first provider's bank link. */
export function useFinancialLinkTerms(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['income', 'financial-link-terms'],
      queryFn: ({ signal }) => apiRequest('/api/financial-link-terms/', termsDocumentSchema, { signal }),
    }),
    enabled,
  });
}

/** POST …/terms-accepted/ `{ type: 'finicity', context: { time } }` (spec part 2 §7 "Terms"). */
export function acceptFinancialLinkTerms(transactionId: number) {
  return apiRequest(`/api/transaction/${transactionId}/terms-accepted/`, termsAcceptanceSchema, {
    method: 'POST',
    body: { type: TermsType.Finicity, context: { time: new Date().toISOString() } },
  });
}
