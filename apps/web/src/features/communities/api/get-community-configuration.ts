import { type CommunityConfiguration, communityConfigurationSchema } from '@portal/domain/schemas/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const communityConfigurationQueryKey = (community: string) =>
  ['communities', community, 'configuration'] as const;

/** GET /api/communities/{slug}/: theme, contact details and every setting. 404 when unknown. */
export async function getCommunityConfiguration(
  community: string,
  signal?: AbortSignal,
): Promise<CommunityConfiguration> {
  return apiRequest(
    `/api/communities/${encodeURIComponent(community)}/`,
    communityConfigurationSchema,
    signal ? { signal } : {},
  );
}

export function communityConfigurationQuery(community: string) {
  return queryOptions({
    queryKey: communityConfigurationQueryKey(community),
    queryFn: ({ signal }) => getCommunityConfiguration(community, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCommunityConfiguration(community: string) {
  return useQuery(communityConfigurationQuery(community));
}
