import type { Registration } from '@portal/domain/schemas/personal-details';
import type { Session } from '@portal/domain/schemas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';
import { rememberPasswordConfirmation } from '../lib/password-confirmation';
import { rememberSession } from './session-cache';

/** POST /api/communities/{id}/register/ (optional ?v=): creates the account and signs in (201). */
export async function register(
  community: string,
  registration: Registration,
  version?: string | null,
): Promise<Session> {
  const query = version ? `?v=${encodeURIComponent(version)}` : '';
  return apiRequest<Session>(`/api/communities/${encodeURIComponent(community)}/register/${query}`, {
    method: 'POST',
    // The account speaks the language the visitor signed up in.
    body: { ...registration, language: currentLanguage() },
  });
}

export function useRegister(community: string, version?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Registration) => register(community, registration, version),
    onSuccess: (session) => {
      rememberSession(queryClient, session);
      rememberPasswordConfirmation(session.user.id);
    },
  });
}
