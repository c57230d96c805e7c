import { todayIn } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { paymentReturns, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { formatDollars } from '../documents/money-text.js';
import { achReturnReason } from './ach-return-reasons.js';

export const PAYMENT_RETURN_MAIL_TOPIC = 'payment.return-mail';

/** E-mails the payer that their bank returned a payment, how much is owed now and how to pay it. */
export function paymentReturnMailHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const returnId = Number(payload.payment_return_id);
    const [row] = await db
      .select({
        reversal: paymentReturns,
        payment: payments,
        user: users,
        community: communities,
        method: paymentMethods,
      })
      .from(paymentReturns)
      .innerJoin(payments, eq(payments.id, paymentReturns.paymentId))
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(communities, eq(communities.id, users.communityId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(eq(paymentReturns.id, returnId));
    if (!row) throw new Error(`No payment return ${returnId} to e-mail`);
    const { reversal, payment, user, community, method } = row;
    const account = method?.bankLast4
      ? `the bank account ending in ${method.bankLast4}`
      : 'your bank account';
    const text = [
      `Hi ${user.firstName},`,
      '',
      `Your bank returned your payment of ${formatDollars(payment.amountCents)} to ${community.displayName}, made on ${todayIn(community.timezone, payment.createdAt)} from ${account}.`,
      `Reason given by the bank: ${achReturnReason(reversal.returnCode)} (${reversal.returnCode}).`,
      '',
      `Your application is on hold until this balance of ${formatDollars(reversal.amountCents)} is paid.`,
      'Please sign in to your application and pay it with a card or another bank account.',
      'Once it is paid, your application continues where you left off.',
    ].join('\n');
    await mailer.send({
      community,
      to: user.email,
      subject: `Your payment to ${community.displayName} was returned by your bank`,
      text,
    });
  };
}
