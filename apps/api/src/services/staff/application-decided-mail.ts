import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { formatDollars } from '../documents/money-text.js';

export const APPLICATION_DECIDED_TOPIC = 'application.decided';

/** The spec's deposit notices (part 2 §4), the same words the approved page shows. */
export function depositNotice(kind: string, amountCents: number): string {
  return kind === 'security_fee'
    ? `A ${formatDollars(amountCents)} non-refundable fee is required for this application.`
    : `A ${formatDollars(amountCents)} security deposit is required for this application.`;
}

/** Tells one adult on the application how it was decided (payload: decision_id, applicant_id). */
export function applicationDecidedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const [row] = await db
      .select({ decision: applicationDecisions, community: communities, unitNumber: units.unitNumber })
      .from(applicationDecisions)
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, applicationDecisions.transactionId))
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .innerJoin(units, eq(units.id, leaseTransactions.unitId))
      .where(eq(applicationDecisions.id, Number(payload.decision_id)));
    if (!row) throw new Error(`No decision ${String(payload.decision_id)} to announce`);
    const [person] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(applicants.id, Number(payload.applicant_id)));
    // Left the application since: there is nobody to tell.
    if (!person) return;
    const { decision, community } = row;
    const home = `${community.buildingName || community.normalizedStreetAddress} Unit ${row.unitNumber}`;
    const denied = decision.decision === 'deny';
    const lines = denied
      ? [
          `Unfortunately, we were unable to approve your application for ${home}.`,
          'Log in and choose "Learn Why" on your application to read the notice that explains the decision and your rights.',
        ]
      : [
          `Your application for ${home} has been approved.`,
          ...(decision.additionalDepositCents && decision.additionalDepositKind
            ? [depositNotice(decision.additionalDepositKind, decision.additionalDepositCents)]
            : []),
          "We'll reach out to you about how to sign the lease shortly.",
        ];
    await mailer.send({
      community,
      to: person.email,
      subject: denied
        ? `About your application for ${home}`
        : `Your application for ${home} has been approved`,
      text: [`Hi ${person.firstName},`, '', ...lines].join('\n'),
    });
  };
}
