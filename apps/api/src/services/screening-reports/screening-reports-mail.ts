import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { users } from '../../db/schema/users.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';

export const SCREENING_REPORTS_TOPIC = 'screening.reports-provided';

/**
 * Tells an applicant where to download the screening reports they asked for. The reports themselves stay
 * behind the sign-in: an e-mail may be read by anyone with the mailbox.
 */
export function screeningReportsHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const userId = Number(payload.user_id);
    const [row] = await db
      .select({ user: users, community: communities })
      .from(users)
      .innerJoin(communities, eq(communities.id, users.communityId))
      .where(eq(users.id, userId));
    if (!row) throw new Error(`No user ${userId} to send screening reports to`);
    await mailer.send({
      community: row.community,
      to: row.user.email,
      subject: `Your screening reports from ${row.community.displayName}`,
      text: [
        `Hi ${row.user.firstName},`,
        '',
        `You asked for a copy of the screening reports of your application ${String(payload.transaction_id)}.`,
        `Log in and download them as PDFs here: ${String(payload.link)}`,
      ].join('\n'),
    });
  };
}
