import {
  type CeremonySignRequest,
  ceremonySessionSchema,
  ceremonySignResponseSchema,
} from '@portal/domain/schemas/signing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

const sessionPath = (session: string) => `/api/esign/sessions/${encodeURIComponent(session)}` as const;

/** GET /api/esign/sessions/{session}/: the document, the disclosure and the fields; records "viewed". */
export function useCeremonySession(session: string) {
  return useQuery({
    queryKey: ['esign', 'session', session],
    queryFn: ({ signal }) => apiRequest(`${sessionPath(session)}/`, ceremonySessionSchema, { signal }),
    // The session is the credential: a 404 (ended) or 403 will not mend itself.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST …/consent/ `{ version }`: consent to do business electronically. */
export function useGiveConsent(session: string) {
  return useMutation({
    mutationFn: (version: string) =>
      apiRequest(`${sessionPath(session)}/consent/`, noContent, { method: 'POST', body: { version } }),
  });
}

/** POST …/sign/: the typed signature, the filled fields and (embedded) the security PIN. */
export function useSignDocument(session: string) {
  return useMutation({
    mutationFn: (request: CeremonySignRequest) =>
      apiRequest(`${sessionPath(session)}/sign/`, ceremonySignResponseSchema, {
        method: 'POST',
        body: request,
      }),
  });
}
