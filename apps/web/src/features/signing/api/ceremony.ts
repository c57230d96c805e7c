import type {
  CeremonySession,
  CeremonySignRequest,
  CeremonySignResponse,
} from '@portal/domain/schemas/signing';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

const sessionPath = (session: string) => `/api/esign/sessions/${encodeURIComponent(session)}` as const;

/**
 * GET /api/esign/sessions/{session}/: the document, the disclosure and the fields; records "viewed". The
 * disclosure and the fields' labels come in the page's language: read again when the signer switches it,
 * the page showing the last language's until the new one is in.
 */
export function useCeremonySession(session: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['esign', 'session', session, language],
    queryFn: ({ signal }) => apiRequest<CeremonySession>(`${sessionPath(session)}/`, { signal }),
    // The session is the credential: a 404 (ended) or 403 will not mend itself.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/** POST …/consent/ `{ version }`: consent to do business electronically. */
export function useGiveConsent(session: string) {
  return useMutation({
    mutationFn: (version: string) =>
      apiRequest<undefined>(`${sessionPath(session)}/consent/`, { method: 'POST', body: { version } }),
  });
}

/** POST …/sign/: the typed signature, the filled fields and (embedded) the security PIN. */
export function useSignDocument(session: string) {
  return useMutation({
    mutationFn: (request: CeremonySignRequest) =>
      apiRequest<CeremonySignResponse>(`${sessionPath(session)}/sign/`, {
        method: 'POST',
        body: request,
      }),
  });
}
