import type { ProfileUpdate } from '@portal/domain/schemas/personal-details';
import type { Profile } from '@portal/domain/schemas/profile';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile/: the signed-in user's personal details. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/api/profile/', signal ? { signal } : {});
}

export function profileQuery() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // The account page edits these values: always start from what the server has.
    staleTime: 0,
  });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery(), enabled });
}

/** PUT /api/profile/: saves the personal details (and, on the first save, completes the set up). */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>('/api/profile/', { method: 'PUT', body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      queryClient.setQueryData<SessionSummary | null>(sessionQueryKey, (session) =>
        session && session.user.id === profile.id
          ? { ...session, user: profile, language: profile.language }
          : session,
      );
    },
  });
}
