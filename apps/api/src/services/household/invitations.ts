import { roles } from '@portal/domain/constants/roles';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, invitees, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findUserById, type UserRow } from '../accounts/users.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';

export interface Invitation {
  invitee_id: number;
  lease_transaction_id: number;
  role: number;
  community: string;
  unit_number: string;
  invited_by: string;
}

/** Only these roles are invited to join; a dependent never gets an account on the application. */
const joiningRoles = [roles.co_applicant.code, roles.guarantor.code, roles.occupant.code];

/**
 * Invitations sent to the user's e-mail or phone number for an application in the community they are
 * signed in to. Being signed in as that address is the only proof an invitation is theirs.
 */
function addressedTo(user: UserRow, session: AuthenticatedSession): SQL | undefined {
  const sentTo = user.phoneNumber
    ? or(eq(invitees.email, user.email), eq(invitees.phoneNumber, user.phoneNumber))
    : eq(invitees.email, user.email);
  return and(
    eq(leaseTransactions.communityId, session.communityId),
    inArray(invitees.role, joiningRoles),
    sentTo,
  );
}

/** Open invitations addressed to the signed-in user's e-mail or phone number in their community. */
export async function invitationsFor(
  context: AppContext,
  session: AuthenticatedSession,
): Promise<Invitation[]> {
  const user = await findUserById(context.db, session.userId);
  const inviter = applicants;
  const rows = await context.db
    .select({
      invitee: invitees,
      slug: communities.slug,
      unitNumber: units.unitNumber,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(invitees)
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, invitees.leaseTransactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .innerJoin(inviter, eq(inviter.id, invitees.invitedByApplicantId))
    .innerJoin(users, eq(users.id, inviter.userId))
    .where(and(addressedTo(user, session), isNull(invitees.joinedApplicantId)))
    .orderBy(invitees.id);
  return rows.map((row) => ({
    invitee_id: row.invitee.id,
    lease_transaction_id: row.invitee.leaseTransactionId,
    role: row.invitee.role,
    community: row.slug,
    unit_number: row.unitNumber,
    invited_by: `${row.inviterFirst} ${row.inviterLast}`,
  }));
}

/**
 * Accepts an invitation: the user joins the transaction in the role they were invited for. Accepting an
 * invitation the user already accepted answers the same again (a double click, a second tab), without a
 * second applicant; an invitation that is not theirs, was taken back, or was taken by someone else is a 404.
 */
export async function acceptInvitation(
  context: AppContext,
  session: AuthenticatedSession,
  inviteeId: number,
): Promise<{ leaseTransactionId: number }> {
  const user = await findUserById(context.db, session.userId);
  return context.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invitee: invitees })
      .from(invitees)
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, invitees.leaseTransactionId))
      .where(and(eq(invitees.id, inviteeId), addressedTo(user, session)));
    if (!found) throw notFound('invitation_not_found');
    const { invitee } = found;
    const [alreadyOn] = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(
        and(eq(applicants.leaseTransactionId, invitee.leaseTransactionId), eq(applicants.userId, user.id)),
      );
    if (invitee.joinedApplicantId !== null) {
      if (alreadyOn?.id === invitee.joinedApplicantId) {
        return { leaseTransactionId: invitee.leaseTransactionId };
      }
      throw notFound('invitation_not_found');
    }
    if (alreadyOn) throw new AppError('Conflict', 'already_on_application');
    const [applicant] = await tx
      .insert(applicants)
      .values({
        leaseTransactionId: invitee.leaseTransactionId,
        userId: user.id,
        role: invitee.role,
        createdAt: context.clock.now(),
      })
      .returning({ id: applicants.id });
    if (!applicant) throw new Error('Could not add the applicant');
    // Conditional, so two acceptances racing each other cannot both join.
    const [claimed] = await tx
      .update(invitees)
      .set({ joinedApplicantId: applicant.id })
      .where(and(eq(invitees.id, invitee.id), isNull(invitees.joinedApplicantId)))
      .returning({ id: invitees.id });
    if (!claimed) throw new AppError('Conflict', 'invitation_already_accepted');
    return { leaseTransactionId: invitee.leaseTransactionId };
  });
}
