import { todayIn } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { paymentReturns, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { printedDay } from '../../messages/catalog-text.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';
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
    const { language } = user;
    const account = method?.bankLast4
      ? mailText(language, 'payment_return_account_ending', { last4: method.bankLast4 })
      : mailText(language, 'payment_return_account');
    const text = [
      ...greetingLines(language, user.firstName),
      mailText(language, 'payment_return_body', {
        amount: { cents: payment.amountCents },
        community: community.displayName,
        date: printedDay(todayIn(community.timezone, payment.createdAt), language),
        account,
      }),
      mailText(language, 'payment_return_reason', {
        reason: achReturnReason(reversal.returnCode, language),
        code: reversal.returnCode,
      }),
      '',
      mailText(language, 'payment_return_on_hold', { amount: { cents: reversal.amountCents } }),
      mailText(language, 'payment_return_pay'),
      mailText(language, 'payment_return_continue'),
    ].join('\n');
    await mailer.send({
      community,
      to: user.email,
      subject: mailText(language, 'payment_return_subject', { community: community.displayName }),
      text,
    });
  };
}
