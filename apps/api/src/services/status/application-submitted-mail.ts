import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { staffMembers, users } from '../../db/schema/users.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { worksInJoinedCommunity } from '../staff/staff-member.js';

export const APPLICATION_SUBMITTED_TOPIC = 'application.submitted';

/**
 * Tells one staff member of the community's company that a household finished its application, so they
 * can review it (payload: transaction_id, staff_user_id; one outbox message per staff member).
 */
export function applicationSubmittedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const transactionId = Number(payload.transaction_id);
    const [row] = await db
      .select({
        community: communities,
        status: leaseTransactions.status,
        unitNumber: units.unitNumber,
        first: users.firstName,
        last: users.lastName,
      })
      .from(leaseTransactions)
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .innerJoin(units, eq(units.id, leaseTransactions.unitId))
      .innerJoin(
        applicants,
        and(
          eq(applicants.leaseTransactionId, leaseTransactions.id),
          eq(applicants.role, roles.primary_applicant.code),
        ),
      )
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(leaseTransactions.id, transactionId));
    if (!row) throw new Error(`No application ${transactionId} to announce`);
    const [member] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .innerJoin(communities, eq(communities.id, row.community.id))
      .where(and(eq(staffMembers.userId, Number(payload.staff_user_id)), worksInJoinedCommunity()));
    // No longer working in that community: there is nobody to tell.
    if (!member) return;
    const criminalReview = row.status === ApplicationStatus.PendingCriminalReview;
    await mailer.send({
      community: row.community,
      to: member.email,
      subject: `Application ${transactionId} submitted for unit ${row.unitNumber}`,
      text: [
        `Hi ${member.firstName},`,
        '',
        `${row.first} ${row.last}'s household finished its application for ${row.community.displayName}, unit ${row.unitNumber}.`,
        criminalReview
          ? `Application number: ${transactionId}. Screening found a criminal record: the application waits for your criminal review.`
          : `Application number: ${transactionId}. It is ready for review.`,
      ].join('\n'),
    });
  };
}
