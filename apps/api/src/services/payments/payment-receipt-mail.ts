import { todayIn } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { paymentLineItems, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { formatDollars } from '../documents/money-text.js';

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
    const paidWith = method
      ? `${method.kind === 'bank' ? (method.bankName ?? 'Bank account') : capitalize(method.cardBrand ?? 'Card')} ending in ${method.cardLast4 ?? method.bankLast4}`
      : 'your saved payment method';
    const text = [
      `Hi ${user.firstName},`,
      '',
      `Thank you for your payment to ${community.displayName}. This is your receipt.`,
      '',
      ...lines.map((line) => `${line.name}: ${formatDollars(line.amountCents)}`),
      `Total paid: ${formatDollars(payment.amountCents)}`,
      '',
      `Paid with: ${paidWith}`,
      `Date: ${todayIn(community.timezone, payment.createdAt)}`,
      `Receipt number: ${payment.id}`,
    ].join('\n');
    await mailer.send({
      community,
      to: user.email,
      subject: `Your payment receipt from ${community.displayName}`,
      text,
    });
  };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
