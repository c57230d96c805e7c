import type { FaqList, TermsDocument } from '@portal/domain/schemas/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { getText } from './text-request';

/** The documents change only with a deployment (or, for fees, rarely): no need to refetch often. */
const DOCUMENT_STALE_TIME = 10 * 60_000;

// Each document comes in the page's language (the request's Accept-Language): keyed by it, so switching
// the language reads the document again rather than showing the other language's text under it.

/** GET /api/privacy-policy: the privacy policy text. */
export function usePrivacyPolicy() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['documents', 'privacy-policy', language],
      queryFn: ({ signal }) => getText('/api/privacy-policy', signal),
      staleTime: DOCUMENT_STALE_TIME,
    }),
  );
}

/** GET /api/terms/: the platform Terms of Use and its current revision. */
export function useTermsOfUse() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['documents', 'terms', language],
      queryFn: ({ signal }) => apiRequest<TermsDocument>('/api/terms/', signal ? { signal } : {}),
      staleTime: DOCUMENT_STALE_TIME,
    }),
  );
}

/** GET /api/faq/: questions and answers for applicants. */
export function useFaq() {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['documents', 'faq', language],
      queryFn: ({ signal }) => apiRequest<FaqList>('/api/faq/', signal ? { signal } : {}),
      staleTime: DOCUMENT_STALE_TIME,
    }),
  );
}

/** GET /api/funnel_terms/{community}: the community's terms of use for applicants. */
export function useFunnelTerms(community: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['communities', community, 'funnel-terms', language],
      queryFn: ({ signal }) => getText(`/api/funnel_terms/${encodeURIComponent(community)}`, signal),
      staleTime: DOCUMENT_STALE_TIME,
    }),
  );
}

/** GET /api/rental-fees-agreement/?community=: the community's fees, written out. */
export function useRentalFeesAgreement(community: string) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['communities', community, 'rental-fees-agreement', language],
      queryFn: ({ signal }) =>
        getText(`/api/rental-fees-agreement/?community=${encodeURIComponent(community)}`, signal),
      staleTime: 60_000,
    }),
  );
}
