import { eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { staffMembers, users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { enqueueOutboxMessage, type OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { issueToken } from '../accounts/one-time-tokens.js';

export const SET_PASSWORD_LINK_LIFETIME_DAYS = 7;
export const STAFF_INVITATION_TOPIC = 'staff.invitation';

/** The page a new staff member chooses their password on; its token goes to PUT /api/password-change/. */
export const setPasswordPath = (token: string) => `/staff/password?token=${encodeURIComponent(token)}`;

/**
 * Issues a staff account's single-use set-password link (7 days) and, in the same transaction, the e-mail
 * that carries it. The link rests in the outbox sealed with the file encryption key: the database never
 * holds a usable token in the clear, only its hash.
 */
export async function sendSetPasswordLink(
  tx: DatabaseTransaction,
  { clock, fileEncryptionKey }: { clock: Clock; fileEncryptionKey: Buffer },
  { userId, origin }: { userId: number; origin: string },
): Promise<{ link: string; expiresAt: Date }> {
  const { token, expiresAt } = await issueToken(tx, clock, {
    purpose: 'staff_invitation',
    userId,
    communityId: null,
    lifetimeMinutes: SET_PASSWORD_LINK_LIFETIME_DAYS * 24 * 60,
  });
  const link = `${origin}${setPasswordPath(token)}`;
  await enqueueOutboxMessage(tx, clock, STAFF_INVITATION_TOPIC, {
    user_id: userId,
    sealed_link: sealSecret(fileEncryptionKey, link, sealPurpose(userId)),
    expires_at: expiresAt.toISOString(),
  });
  return { link, expiresAt };
}

const sealPurpose = (userId: number) => `staff-invitation:${userId}`;

/** Sends the invitation: mail of the company, which belongs to no community (so it has no Reply-To). */
export function staffInvitationHandler({
  db,
  mailer,
  fileEncryptionKey,
}: {
  db: Database;
  mailer: Mailer;
  fileEncryptionKey: Buffer;
}): OutboxHandler {
  return async (payload) => {
    const userId = Number(payload.user_id);
    const [row] = await db
      .select({ email: users.email, firstName: users.firstName, company: companies.name })
      .from(users)
      .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
      .innerJoin(companies, eq(companies.id, staffMembers.companyId))
      .where(eq(users.id, userId));
    // The account is gone: there is nobody to invite.
    if (!row) return;
    const link = openSecret(fileEncryptionKey, String(payload.sealed_link), sealPurpose(userId));
    const greeting = row.firstName ? `Hi ${row.firstName},` : 'Hello,';
    const until = new Date(String(payload.expires_at)).toUTCString();
    await mailer.send({
      community: null,
      to: row.email,
      subject: `Set your password for the ${row.company} leasing portal`,
      text: [
        greeting,
        '',
        `You have a staff account on the ${row.company} leasing portal, signed in with this e-mail address.`,
        `Open this link to choose your password (it works once, until ${until}):`,
        link,
        '',
        'If you did not expect this, you can ignore this e-mail.',
      ].join('\n'),
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>You have a staff account on the ${escapeHtml(row.company)} leasing portal, signed in with this e-mail address.</p>`,
        `<p><a href="${escapeHtml(link)}">Choose your password</a> (the link works once, until ${escapeHtml(until)}).</p>`,
        '<p>If you did not expect this, you can ignore this e-mail.</p>',
      ].join('\n'),
    });
  };
}
