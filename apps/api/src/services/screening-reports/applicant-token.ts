import type { AppContext } from '../../app-context.js';
import { issueToken } from '../accounts/one-time-tokens.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';

/** Long enough to open the provider's page, short enough that a leaked token is soon worthless. */
export const APPLICANT_TOKEN_MINUTES = 10;

/**
 * GET /api/frizzle/generate-applicant-token/: a single-use token a screening provider's hosted flow
 * presents to say which applicant it serves. Only its hash is kept (one_time_tokens), like every token.
 */
export async function generateApplicantToken(
  { db, clock }: AppContext,
  session: AuthenticatedSession,
): Promise<{ token: string; expires_at: string }> {
  const { token, expiresAt } = await issueToken(db, clock, {
    purpose: 'screening_applicant',
    userId: session.userId,
    communityId: session.communityId,
    lifetimeMinutes: APPLICANT_TOKEN_MINUTES,
  });
  return { token, expires_at: expiresAt.toISOString() };
}
