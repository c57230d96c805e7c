import { apiRequest } from '@/lib/api-client';

interface Detail {
  detail: string;
}

/** POST /api/password-reset/: always answers with a `detail` to show, whether or not the account exists. */
export async function requestPasswordReset(email: string, community: string): Promise<string> {
  const answer = await apiRequest<Detail>('/api/password-reset/', {
    method: 'POST',
    body: { email, community },
  });
  return answer.detail;
}

/** POST /api/password-reset-verification/: resolves when the token is valid, throws the API's 400 if not. */
export async function verifyPasswordResetToken(token: string): Promise<void> {
  await apiRequest<{ valid: true }>('/api/password-reset-verification/', {
    method: 'POST',
    body: { token },
  });
}

/**
 * PUT /api/password-change/: with an e-mailed reset token (`Authorization: Token …`, every session
 * ends) or, without one, for the signed-in user (session cookie; the other sessions end).
 */
export async function changePassword(password: string, resetToken?: string): Promise<string> {
  const answer = await apiRequest<Detail>('/api/password-change/', {
    method: 'PUT',
    body: { password },
    ...(resetToken ? { headers: { Authorization: `Token ${resetToken}` } } : {}),
  });
  return answer.detail;
}
