import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedSession, NewSession } from '../sessions/sessions.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { findUserById, type UserRow } from './users.js';

/** Long enough to scan a QR code or follow a texted link, short enough to be useless if intercepted later. */
export const TRANSFER_TOKEN_LIFETIME_MINUTES = 5;
export async function createTransferToken(
  { db, clock }: AppContext,
  session: AuthenticatedSession,
): Promise<{ token: string; expiresAt: Date }> {
  return issueToken(db, clock, {
    purpose: 'transfer',
    userId: session.userId,
    communityId: session.communityId,
    lifetimeMinutes: TRANSFER_TOKEN_LIFETIME_MINUTES,
    // The receiving device gets the same kind of session, never more than the one that handed it over.
    payload: { kind: session.kind, impersonator_user_id: session.impersonatorUserId },
  });
}

export async function redeemTransferToken(
  { db, clock }: AppContext,
  token: string,
): Promise<{ user: UserRow; session: NewSession }> {
  const issued = await consumeToken(db, clock, 'transfer', token);
  if (!issued) throw new AppError('AuthenticationError', 'invalid_transfer_token');
  const payload = issued.payload as {
    kind?: NewSession['kind'];
    impersonator_user_id?: number | null;
  } | null;
  const user = await findUserById(db, issued.userId);
  return {
    user,
    session: {
      userId: user.id,
      communityId: issued.communityId,
      kind: payload?.kind ?? 'user',
      impersonatorUserId: payload?.impersonator_user_id ?? null,
    },
  };
}
