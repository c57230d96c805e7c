import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { users } from '../../db/schema/users.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
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
    const { language } = row.user;
    await mailer.send({
      community: row.community,
      to: row.user.email,
      subject: mailText(language, 'screening_reports_subject', { community: row.community.displayName }),
      text: [
        ...greetingLines(language, row.user.firstName),
        mailText(language, 'screening_reports_asked', { application: String(payload.transaction_id) }),
        mailText(language, 'screening_reports_download', { link: String(payload.link) }),
      ].join('\n'),
    });
  };
}
