import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { mailText } from '../../messages/mail-text.js';
import type { CommunityRow } from '../communities/find-community.js';
import { revokeUserSessions } from '../sessions/sessions.js';
import { consumeToken, findValidToken, issueToken } from './one-time-tokens.js';
import { hashAcceptablePassword } from './password-policy.js';
import { findUserByEmail, findUserById } from './users.js';

export const PASSWORD_RESET_LIFETIME_MINUTES = 60;

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
  const { language } = user;
  const named = { community: community.displayName };
  const greeting = mailText(language, 'greeting', { name: user.firstName });
  const request = mailText(language, 'password_reset_request', named);
  const ignore = mailText(language, 'password_reset_ignore');
  await context.mailer.send({
    community,
    to: user.email,
    subject: mailText(language, 'password_reset_subject', named),
    text: [greeting, '', request, mailText(language, 'password_reset_open_link'), link, '', ignore].join(
      '\n',
    ),
    html: [
      escapeHtml(greeting),
      escapeHtml(request),
      mailText(language, 'password_reset_html_link', { link: escapeHtml(link) }),
      escapeHtml(ignore),
    ]
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join('\n'),
  });
}

export async function verifyPasswordResetToken(context: AppContext, token: string): Promise<void> {
  const issued = await findValidToken(context.db, context.clock, 'password_reset', token);
  if (!issued)
    throw new AppError('ValidationError', 'invalid_reset_link', {
      token: ['invalid_reset_link'],
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
      throw new AppError('ValidationError', 'invalid_reset_link', {
        token: ['invalid_reset_link'],
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
