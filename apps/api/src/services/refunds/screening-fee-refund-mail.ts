import { todayIn } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { payments, refunds } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { printedDay } from '../../messages/catalog-text.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';

export const SCREENING_FEE_REFUND_RECEIPT_TOPIC = 'payment.screening_fee_refund_receipt';

/**
 * E-mails the payer the receipt of a screening fee refunded because another applicant was chosen, or
 * because nobody was within the days the law allows after the application.
 */
export function screeningFeeRefundReceiptHandler({
  db,
  mailer,
}: {
  db: Database;
  mailer: Mailer;
}): OutboxHandler {
  return async (payload) => {
    const refundId = Number(payload.refund_id);
    const [row] = await db
      .select({ refund: refunds, user: users, community: communities })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, payments.transactionId))
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .where(eq(refunds.id, refundId));
    if (!row) throw new Error(`No refund ${refundId} for a receipt`);
    const { refund, user, community } = row;
    const { language } = user;
    const named = { community: community.displayName };
    const text = [
      ...greetingLines(language, user.firstName),
      mailText(
        language,
        payload.cause === 'no_selection_in_time' ? 'refund_receipt_intro_in_time' : 'refund_receipt_intro',
        { ...named, amount: { cents: refund.amountCents } },
      ),
      mailText(language, 'refund_receipt_due', { date: printedDay(String(payload.due_on), language) }),
      '',
      mailText(language, 'refund_receipt_amount', { amount: { cents: refund.amountCents } }),
      mailText(language, 'refund_receipt_date', {
        date: printedDay(todayIn(community.timezone, refund.createdAt), language),
      }),
      mailText(language, 'refund_receipt_number', { number: String(refund.id) }),
      '',
      mailText(language, 'refund_receipt_where'),
    ].join('\n');
    await mailer.send({
      community,
      to: user.email,
      subject: mailText(language, 'refund_receipt_subject', named),
      text,
    });
  };
}
