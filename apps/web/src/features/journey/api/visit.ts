import type { Passthrough, PassthroughRequest, PersonalizedWelcome } from '@portal/domain/schemas/visit';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/communities/{id}/personalized/{x}/: the apartment a visitor's link names (decision 0027). */
export function usePersonalizedWelcome(community: string, unitNumber: string | null) {
  return useQuery({
    queryKey: ['journey', 'personalized', community, unitNumber] as const,
    queryFn: ({ signal }) =>
      apiRequest<PersonalizedWelcome>(
        `/api/communities/${encodeURIComponent(community)}/personalized/${encodeURIComponent(unitNumber ?? '')}/`,
        { signal },
      ),
    enabled: unitNumber !== null,
    staleTime: 30_000,
  });
}

/** POST /api/transaction/{id}/passthrough/: the link the applicant came by, for the leasing team. */
export function sendPassthrough(transactionId: number, link: PassthroughRequest): Promise<Passthrough> {
  return apiRequest<Passthrough>(`/api/transaction/${transactionId}/passthrough/`, {
    method: 'POST',
    body: link,
  });
}
