import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import type { CommunityJurisdictions } from '@portal/domain/schemas/community-jurisdictions';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { CommunityChange, CommunitySettings } from '../lib/community-section';

/** A community as Settings → Communities lists it. */
export interface AdminCommunity {
  id: number;
  slug: string;
  display_name: string;
  published: boolean;
  /** How many units it has. */
  units: number;
}

/** One change of a community's settings, as its history lists it (`before`/`after`: the changed fields). */
export interface CommunityHistoryEntry {
  id: number;
  at: string;
  actor: { user_id: number; name: string } | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const adminCommunitiesQueryKey = ['staff', 'admin-communities'] as const;
/** A community's own read; its history, units and templates are read under it. */
export const communityQueryKey = (slug: string) => ['staff', 'admin-community', slug] as const;
export const historyQueryKey = (slug: string) => [...communityQueryKey(slug), 'history'] as const;
const communityPath = (slug: string) => `/api/admin/communities/${encodeURIComponent(slug)}` as const;

/** GET /api/admin/communities/: every community for an admin, their own for a manager (403 for an agent). */
export function adminCommunitiesQuery() {
  return queryOptions({
    queryKey: adminCommunitiesQueryKey,
    queryFn: ({ signal }) => apiRequest<{ results: AdminCommunity[] }>('/api/admin/communities/', { signal }),
  });
}

/** The list's read, asked only once the signed-in staff member is known to be an admin or a manager. */
export function useAdminCommunities({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminCommunitiesQuery(), enabled });
}

/** GET /api/admin/communities/{slug}/export/: the whole community, as the fixture writes one. */
export function adminCommunityQuery(slug: string) {
  return queryOptions({
    queryKey: communityQueryKey(slug),
    queryFn: ({ signal }) => apiRequest<CommunitySettings>(`${communityPath(slug)}/export/`, { signal }),
  });
}

export function useAdminCommunity(slug: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...adminCommunityQuery(slug), enabled });
}

/** GET /api/admin/communities/{slug}/history/: its changes, newest first. */
export function communityHistoryQuery(slug: string) {
  return queryOptions({
    queryKey: historyQueryKey(slug),
    queryFn: ({ signal }) =>
      apiRequest<{ results: CommunityHistoryEntry[] }>(`${communityPath(slug)}/history/`, { signal }),
  });
}

export function useCommunityHistory(slug: string) {
  return useQuery(communityHistoryQuery(slug));
}

/** GET /api/admin/communities/{slug}/jurisdictions/: the laws of its place, why, and what the portal does. */
export function useCommunityJurisdictions(slug: string) {
  return useQuery({
    queryKey: [...communityQueryKey(slug), 'jurisdictions'] as const,
    queryFn: ({ signal }) =>
      apiRequest<CommunityJurisdictions>(`${communityPath(slug)}/jurisdictions/`, { signal }),
  });
}

/** A rule of the community's laws set aside with a reason, or applied again (reason null). */
interface RuleOverrideChange {
  profileId: string;
  ruleKey: string;
  reason: string | null;
}

/** An admin sets a rule aside for the community, or applies it again; its laws and history are read again. */
export function useRuleOverride(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, ruleKey, reason }: RuleOverrideChange) =>
      reason === null
        ? apiRequest<null>(
            `${communityPath(slug)}/jurisdictions/overrides/${encodeURIComponent(profileId)}/${encodeURIComponent(ruleKey)}/`,
            { method: 'DELETE' },
          )
        : apiRequest<unknown>(`${communityPath(slug)}/jurisdictions/overrides/`, {
            method: 'PUT',
            body: { profile_id: profileId, rule_key: ruleKey, reason },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey(slug) }),
  });
}

/**
 * After a change to `slug` (or a community created there): the staff reads are read again (the list, the
 * staff home, the people's communities) and the community's own, but not those of the slug it had before,
 * which the page is about to leave.
 */
function readAgain(queryClient: QueryClient, slug: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'staff' && (queryKey[1] !== 'admin-community' || queryKey[2] === slug),
  });
}

/** POST /api/admin/communities/: a new community of the admin's company → `{ id, slug }`. */
export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: CommunityDefinition) =>
      apiRequest<{ id: number; slug: string }>('/api/admin/communities/', {
        method: 'POST',
        body: definition,
      }),
    onSettled: (created, _error, definition) => readAgain(queryClient, created?.slug ?? definition.slug),
  });
}

/**
 * PATCH /api/admin/communities/{slug}/: any top-level fields (theme, settings, screening policy and
 * renewals may be partial) → the community as exported, kept under its (maybe new) slug. The call settles
 * once the reads it changed are read again.
 */
export function useChangeCommunity(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommunityChange) =>
      apiRequest<CommunitySettings>(`${communityPath(slug)}/`, { method: 'PATCH', body: change }),
    onSuccess: (community) => queryClient.setQueryData(communityQueryKey(community.slug), community),
    onSettled: (community) => readAgain(queryClient, community?.slug ?? slug),
  });
}

/**
 * What a section of the community's settings saves with: PATCHes the change and resolves once the
 * community is read again; rejects with the API's error. Going to a new slug is the page's part.
 */
export function useCommunitySave(slug: string): (change: CommunityChange) => Promise<void> {
  const { mutateAsync } = useChangeCommunity(slug);
  return useCallback(
    async (change: CommunityChange) => {
      await mutateAsync(change);
    },
    [mutateAsync],
  );
}

/** POST /api/admin/communities/{slug}/logo/: a new logo (multipart `file`) → `{ logo }`, already saved. */
export function useUploadLogo(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<{ logo: string }>(`${communityPath(slug)}/logo/`, { method: 'POST', body });
    },
    onSettled: () => readAgain(queryClient, slug),
  });
}
