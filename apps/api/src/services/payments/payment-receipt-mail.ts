import { todayIn } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { paymentLineItems, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { printedDay } from '../../messages/catalog-text.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';

export const PAYMENT_RECEIPT_TOPIC = 'payment.receipt';

/** E-mails the payer a receipt for one ledger payment: what it paid for, how much, with which card. */
export function paymentReceiptHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const paymentId = Number(payload.payment_id);
    const [row] = await db
      .select({ payment: payments, user: users, community: communities, method: paymentMethods })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(communities, eq(communities.id, users.communityId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(eq(payments.id, paymentId));
    if (!row) throw new Error(`No payment ${paymentId} for a receipt`);
    const lines = await db.select().from(paymentLineItems).where(eq(paymentLineItems.paymentId, paymentId));
    const { payment, user, community, method } = row;
    const { language } = user;
    const named = { community: community.displayName };
    const paidWith = method
      ? mailText(language, 'payment_method_ending', {
          method:
            method.kind === 'bank'
              ? (method.bankName ?? mailText(language, 'payment_method_bank'))
              : capitalize(method.cardBrand ?? mailText(language, 'payment_method_card')),
          last4: String(method.cardLast4 ?? method.bankLast4),
        })
      : mailText(language, 'payment_method_saved');
    const text = [
      ...greetingLines(language, user.firstName),
      mailText(language, 'receipt_thanks', named),
      '',
      ...lines.map((line) =>
        mailText(language, 'receipt_line', { item: line.name, amount: { cents: line.amountCents } }),
      ),
      mailText(language, 'receipt_total', { amount: { cents: payment.amountCents } }),
      '',
      mailText(language, 'receipt_paid_with', { method: paidWith }),
      mailText(language, 'receipt_date', {
        date: printedDay(todayIn(community.timezone, payment.createdAt), language),
      }),
      mailText(language, 'receipt_number', { number: String(payment.id) }),
    ].join('\n');
    await mailer.send({
      community,
      to: user.email,
      subject: mailText(language, 'receipt_subject', named),
      text,
    });
  };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
