import { type Session, sessionSchema } from '@portal/domain/schemas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberPasswordConfirmation } from '../lib/password-confirmation';
import { rememberSession } from './session-cache';

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** POST /api/communities/{id}/login/ with an e-mail and password: a new session (cookies set by the API). */
export async function logIn(community: string, credentials: PasswordCredentials): Promise<Session> {
  return apiRequest(`/api/communities/${encodeURIComponent(community)}/login/`, sessionSchema, {
    method: 'POST',
    body: credentials,
  });
}

/** Logs in and makes the new session the ['session'] query's answer. */
export function useLogIn(community: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: PasswordCredentials) => logIn(community, credentials),
    onSuccess: (session) => {
      rememberSession(queryClient, session);
      rememberPasswordConfirmation(session.user.id);
    },
  });
}
