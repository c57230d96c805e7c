import { COMMUNITY_CONFIGURATION_ELEMENT_ID } from '@portal/domain/constants/page-data';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const communityConfigurationQueryKey = (community: string) =>
  ['communities', community, 'configuration'] as const;

/** GET /api/communities/{slug}/: theme, contact details and every setting. 404 when unknown. */
export async function getCommunityConfiguration(
  community: string,
  signal?: AbortSignal,
): Promise<CommunityConfiguration> {
  return apiRequest<CommunityConfiguration>(
    `/api/communities/${encodeURIComponent(community)}/`,
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

/**
 * The configuration the server sent inside the page for the community it was opened at, taken once:
 * a later visit to another community, or a stale copy, asks the API.
 */
function configurationSentWithPage(community: string): CommunityConfiguration | undefined {
  const element = document.getElementById(COMMUNITY_CONFIGURATION_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const sent = JSON.parse(element.textContent ?? '') as CommunityConfiguration;
    return sent.slug === community ? sent : undefined;
  } catch {
    return undefined;
  }
}

/** Starts loading a community's configuration before its layout renders: from the page when it came with it. */
export function prefetchCommunityConfiguration(queryClient: QueryClient, community: string): void {
  const sent = configurationSentWithPage(community);
  if (sent) queryClient.setQueryData(communityConfigurationQueryKey(community), sent);
  else void queryClient.prefetchQuery(communityConfigurationQuery(community));
}
