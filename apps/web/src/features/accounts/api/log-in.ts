import type { Session } from '@portal/domain/schemas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rememberPasswordConfirmation } from '../lib/password-confirmation';
import { rememberSession } from './session-cache';

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** A staff member's single-use wormhole token for signing in as one of their residents. */
export interface WormholeCredentials {
  username: string;
  w: string;
}

/** A guest signer's single-use token from the e-mailed `/{community}/sign-request/{token}` link. */
export interface GuestCredentials {
  g: string;
}

/** POST /api/communities/{id}/login/: a new session (cookies set by the API). */
export async function logIn(
  community: string,
  credentials: PasswordCredentials | WormholeCredentials | GuestCredentials,
): Promise<Session> {
  return apiRequest<Session>(`/api/communities/${encodeURIComponent(community)}/login/`, {
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

/**
 * POST /api/staff/login/ (/staff/login): a staff member signs in for every community of their company
 * they work in; the session names no community (`community: null`). Cookies are set by the API.
 */
export async function staffLogIn(credentials: PasswordCredentials): Promise<Session> {
  return apiRequest<Session>('/api/staff/login/', { method: 'POST', body: credentials });
}

/** Signs staff in company-wide and makes the new session the ['session'] query's answer. */
export function useStaffLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogIn,
    onSuccess: (session) => {
      rememberSession(queryClient, session);
      rememberPasswordConfirmation(session.user.id);
    },
  });
}

/** Staff impersonation: the session is flagged by the API and the frame shows whom staff are viewing as. */
export function useWormholeLogIn(community: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: WormholeCredentials) => logIn(community, credentials),
    onSuccess: (session) => rememberSession(queryClient, session),
  });
}

/** POST /api/transfer-tokens/validate/: another device's one-use hand-off of its session, for a session here. */
export function useTransferLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<Session>('/api/transfer-tokens/validate/', { method: 'POST', body: { token } }),
    onSuccess: (session) => rememberSession(queryClient, session),
  });
}

/** POST /api/transfer-tokens/: a one-use, five-minute token that opens this session on another device. */
export function useCreateTransferToken() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ token: string; expires_at: string }>('/api/transfer-tokens/', { method: 'POST' }),
  });
}
