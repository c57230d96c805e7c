import type { Language } from '@portal/domain/constants/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';

export const APPLICATION_DECIDED_TOPIC = 'application.decided';

/** The spec's deposit notices (part 2 §4), the same words the approved page shows. */
export function depositNotice(kind: string, amountCents: number, language: Language): string {
  return mailText(
    language,
    kind === 'security_fee' ? 'deposit_notice_security_fee' : 'deposit_notice_security_deposit',
    { amount: { cents: amountCents } },
  );
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
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(applicants.id, Number(payload.applicant_id)));
    // Left the application since: there is nobody to tell.
    if (!person) return;
    const { decision, community } = row;
    const { language } = person;
    const home = mailText(language, 'decision_home', {
      building: community.buildingName || community.normalizedStreetAddress,
      unit: row.unitNumber,
    });
    const denied = decision.decision === 'deny';
    const lines = denied
      ? [
          mailText(language, 'decision_denied_body', { home }),
          mailText(language, 'decision_denied_learn_why'),
        ]
      : [
          mailText(language, 'decision_approved_body', { home }),
          ...(decision.additionalDepositCents && decision.additionalDepositKind
            ? [depositNotice(decision.additionalDepositKind, decision.additionalDepositCents, language)]
            : []),
          mailText(language, 'decision_approved_next'),
        ];
    await mailer.send({
      community,
      to: person.email,
      subject: mailText(language, denied ? 'decision_denied_subject' : 'decision_approved_subject', { home }),
      text: [...greetingLines(language, person.firstName), ...lines].join('\n'),
    });
  };
}
