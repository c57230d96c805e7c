import { roleByCode } from '@portal/domain/constants/roles';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { invitationLinkToken } from './invitation-link.js';
import type { InviteeRow } from './invitee-fields.js';

/**
 * The invitation by e-mail and by text, to whichever contact details the person was given, in the
 * inviter's language: the invitee has no account yet to have chosen one. The link's token lets their
 * sign-up start with the name and contact details the household already gave.
 */
export async function sendInvite(
  context: AppContext,
  access: TransactionAccess,
  invitee: InviteeRow,
  origin: string,
): Promise<void> {
  const [details] = await context.db
    .select({
      community: communities,
      unitNumber: units.unitNumber,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
      language: users.language,
    })
    .from(communities)
    .innerJoin(units, eq(units.id, access.transaction.unitId))
    .innerJoin(users, eq(users.id, access.applicant.userId))
    .where(eq(communities.id, access.transaction.communityId));
  if (!details) throw new Error('Invitation details are missing');
  const { community, language } = details;
  const inviter = `${details.inviterFirst} ${details.inviterLast}`;
  const roleKey = roleByCode(invitee.role)?.key;
  const link = `${origin}/${community.slug}/invitations?invite=${invitationLinkToken(context, invitee)}`;
  const summary = mailText(language, 'invitation_summary', {
    inviter,
    community: community.displayName,
    unit: details.unitNumber,
    role: mailText(language, roleKey ? `role_${roleKey}` : 'role_household_member'),
  });
  if (invitee.email) {
    await context.mailer.send({
      community,
      to: invitee.email,
      subject: mailText(language, 'invitation_subject', { inviter, community: community.displayName }),
      text: [
        ...greetingLines(language, invitee.firstName),
        summary,
        mailText(language, 'invitation_accept_by_email', { link }),
      ].join('\n'),
    });
  }
  if (invitee.phoneNumber) {
    await context.sms.send({
      communityId: community.id,
      to: invitee.phoneNumber,
      text: `${summary} ${mailText(language, 'invitation_accept_by_text', { link })}`,
    });
  }
}
