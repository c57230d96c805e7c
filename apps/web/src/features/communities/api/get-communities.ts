import type { CommunityList, CommunitySummary } from '@portal/domain/schemas/community';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const communitiesQueryKey = ['communities'] as const;

/** GET /api/communities/: every community a visitor can apply to. */
export async function getCommunities(signal?: AbortSignal): Promise<CommunitySummary[]> {
  const answer = await apiRequest<CommunityList>('/api/communities/', signal ? { signal } : {});
  return answer.communities;
}

export function useCommunities() {
  return useQuery({
    queryKey: communitiesQueryKey,
    queryFn: ({ signal }) => getCommunities(signal),
  });
}
