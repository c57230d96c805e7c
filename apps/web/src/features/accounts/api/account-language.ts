import type { Language } from '@portal/domain/constants/languages';
import type { Profile } from '@portal/domain/schemas/profile';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';
import { profileQueryKey } from './profile';

/** PUT /api/profile/ with the language alone: the account speaks it from now on, on every device. */
export async function saveAccountLanguage(language: Language): Promise<Profile> {
  return apiRequest<Profile>('/api/profile/', { method: 'PUT', body: { language } });
}

export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: (profile) => {
      queryClient.setQueryData<Profile>(
        profileQueryKey,
        (cached) => cached && { ...cached, language: profile.language },
      );
      queryClient.setQueryData<SessionSummary | null>(sessionQueryKey, (session) =>
        session && session.user.id === profile.id
          ? { ...session, language: profile.language, user: { ...session.user, language: profile.language } }
          : session,
      );
    },
  });
}
