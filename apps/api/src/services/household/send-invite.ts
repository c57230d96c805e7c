import { roleByCode } from '@portal/domain/constants/roles';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import type { InviteeRow } from './invitee-fields.js';

/** The invitation by e-mail and by text, to whichever contact details the person was given. */
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
    })
    .from(communities)
    .innerJoin(units, eq(units.id, access.transaction.unitId))
    .innerJoin(users, eq(users.id, access.applicant.userId))
    .where(eq(communities.id, access.transaction.communityId));
  if (!details) throw new Error('Invitation details are missing');
  const inviter = `${details.inviterFirst} ${details.inviterLast}`;
  const role = roleByCode(invitee.role)?.label.toLowerCase() ?? 'household member';
  const link = `${origin}/${details.community.slug}/invitations`;
  const summary = `${inviter} invited you to join their application for ${details.community.displayName}, unit ${details.unitNumber}, as a ${role}.`;
  if (invitee.email) {
    await context.mailer.send({
      community: details.community,
      to: invitee.email,
      subject: `${inviter} invited you to apply at ${details.community.displayName}`,
      text: [
        `Hi ${invitee.firstName},`,
        '',
        summary,
        `Create your account or log in with this e-mail address to accept: ${link}`,
      ].join('\n'),
    });
  }
  if (invitee.phoneNumber) {
    await context.sms.send({
      communityId: details.community.id,
      to: invitee.phoneNumber,
      text: `${summary} Sign up or log in with this phone number to accept: ${link}`,
    });
  }
}
