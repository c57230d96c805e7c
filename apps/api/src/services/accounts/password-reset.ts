import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { CommunityRow } from '../communities/find-community.js';
import { revokeUserSessions } from '../sessions/sessions.js';
import { consumeToken, findValidToken, issueToken } from './one-time-tokens.js';
import { hashAcceptablePassword } from './password-policy.js';
import { findUserByEmail, findUserById } from './users.js';

export const PASSWORD_RESET_LIFETIME_MINUTES = 60;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we sent a link to reset your password. It is valid for 1 hour.';
export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid, has expired or was already used. Please request a new one.';
export const PASSWORD_CHANGED_MESSAGE = 'Password successfully changed';

/** Answers the same whether or not the e-mail has an account, so the form cannot be used to probe for one. */
export async function requestPasswordReset(
  context: AppContext,
  community: CommunityRow,
  email: string,
  origin: string,
): Promise<void> {
  const user = await findUserByEmail(context.db, community.id, email);
  if (!user) return;
  const { token } = await issueToken(context.db, context.clock, {
    purpose: 'password_reset',
    userId: user.id,
    communityId: community.id,
    lifetimeMinutes: PASSWORD_RESET_LIFETIME_MINUTES,
  });
  const link = `${origin}/${community.slug}/password/verify?token=${encodeURIComponent(token)}`;
  await context.mailer.send({
    community,
    to: user.email,
    subject: `Reset your ${community.displayName} password`,
    text: [
      `Hi ${user.firstName},`,
      '',
      `We received a request to reset the password of your ${community.displayName} account.`,
      `Open this link within 1 hour to choose a new password (it works once):`,
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(user.firstName)},</p>`,
      `<p>We received a request to reset the password of your ${escapeHtml(community.displayName)} account.</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a> within 1 hour (the link works once).</p>`,
      '<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>',
    ].join('\n'),
  });
}

export async function verifyPasswordResetToken(context: AppContext, token: string): Promise<void> {
  const issued = await findValidToken(context.db, context.clock, 'password_reset', token);
  if (!issued)
    throw new AppError('ValidationError', INVALID_RESET_LINK_MESSAGE, {
      token: [INVALID_RESET_LINK_MESSAGE],
    });
}

/** Sets a new password with an e-mailed reset or set-password token; every session of the user ends. */
export async function resetPasswordWithToken(
  context: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashAcceptablePassword(password);
  await context.db.transaction(async (tx) => {
    // A staff member's set-password link (company set-up, invitation) sets the first password alike.
    const issued = await consumeToken(tx, context.clock, ['password_reset', 'staff_invitation'], token);
    if (!issued)
      throw new AppError('ValidationError', INVALID_RESET_LINK_MESSAGE, {
        token: [INVALID_RESET_LINK_MESSAGE],
      });
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: context.clock.now() })
      .where(eq(users.id, issued.userId));
    await revokeUserSessions(tx, context.clock, issued.userId);
  });
}

/** Sets a new password from a signed-in session; the user's other sessions end. */
export async function changePasswordInSession(
  context: AppContext,
  session: { id: number; userId: number },
  password: string,
): Promise<void> {
  const user = await findUserById(context.db, session.userId);
  const passwordHash = await hashAcceptablePassword(password);
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: context.clock.now() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, context.clock, user.id, session.id);
  });
}
