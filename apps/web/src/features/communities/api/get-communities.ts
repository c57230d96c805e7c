import { type CommunitySummary, communityListSchema } from '@portal/domain/schemas/community';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const communitiesQueryKey = ['communities'] as const;

/** GET /api/communities/: every community a visitor can apply to. */
export async function getCommunities(signal?: AbortSignal): Promise<CommunitySummary[]> {
  const answer = await apiRequest('/api/communities/', communityListSchema, signal ? { signal } : {});
  return answer.communities;
}

export function useCommunities() {
  return useQuery({
    queryKey: communitiesQueryKey,
    queryFn: ({ signal }) => getCommunities(signal),
  });
}
