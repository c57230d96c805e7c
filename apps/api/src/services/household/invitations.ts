import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, invitees, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findUserById } from '../accounts/users.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';

export interface Invitation {
  invitee_id: number;
  lease_transaction_id: number;
  role: number;
  community: string;
  unit_number: string;
  invited_by: string;
}

/** Open invitations addressed to the signed-in user's e-mail or phone number in their community. */
export async function invitationsFor(
  context: AppContext,
  session: AuthenticatedSession,
): Promise<Invitation[]> {
  const user = await findUserById(context.db, session.userId);
  const matchesUser = user.phoneNumber
    ? or(eq(invitees.email, user.email), eq(invitees.phoneNumber, user.phoneNumber))
    : eq(invitees.email, user.email);
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
    .where(
      and(
        eq(leaseTransactions.communityId, session.communityId),
        isNull(invitees.joinedApplicantId),
        matchesUser,
      ),
    )
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

/** Accepts an invitation: the user joins the transaction in the role they were invited for. */
export async function acceptInvitation(
  context: AppContext,
  session: AuthenticatedSession,
  inviteeId: number,
): Promise<{ leaseTransactionId: number }> {
  const invitation = (await invitationsFor(context, session)).find(
    (candidate) => candidate.invitee_id === inviteeId,
  );
  if (!invitation) throw notFound('We could not find that invitation.');
  return context.db.transaction(async (tx) => {
    const [alreadyOn] = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(
        and(
          eq(applicants.leaseTransactionId, invitation.lease_transaction_id),
          eq(applicants.userId, session.userId),
        ),
      );
    if (alreadyOn) throw new AppError('Conflict', 'You are already on this application.');
    const [applicant] = await tx
      .insert(applicants)
      .values({
        leaseTransactionId: invitation.lease_transaction_id,
        userId: session.userId,
        role: invitation.role,
        createdAt: context.clock.now(),
      })
      .returning();
    if (!applicant) throw new Error('Could not add the applicant');
    // The conditional update makes a double acceptance impossible.
    const [claimed] = await tx
      .update(invitees)
      .set({ joinedApplicantId: applicant.id })
      .where(and(eq(invitees.id, inviteeId), isNull(invitees.joinedApplicantId)))
      .returning();
    if (!claimed) throw new AppError('Conflict', 'This invitation was already accepted.');
    return { leaseTransactionId: invitation.lease_transaction_id };
  });
}
