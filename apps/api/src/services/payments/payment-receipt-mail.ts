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
import { itemizedScreeningFees } from './screening-fee-itemization.js';

export const PAYMENT_RECEIPT_TOPIC = 'payment.receipt';

/**
 * E-mails the payer a receipt for one ledger payment: what it paid for (a screening fee in its parts where
 * the law asks), how much, with which card.
 */
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
    const itemized = await itemizedScreeningFees(
      db,
      payment.transactionId,
      lines.map((line) => ({ name: line.name, category: line.category, amount: line.amountCents })),
    );
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
      ...lines.flatMap((line, index) => {
        const parts = itemized?.parts[index];
        return [
          mailText(language, 'receipt_line', { item: line.name, amount: { cents: line.amountCents } }),
          ...(parts
            ? [
                `  ${mailText(language, 'receipt_part_agency', { amount: { cents: parts.screening_agency } })}`,
                `  ${mailText(language, 'receipt_part_processing', { amount: { cents: parts.processing_time } })}`,
              ]
            : []),
        ];
      }),
      mailText(language, 'receipt_total', { amount: { cents: payment.amountCents } }),
      ...(itemized ? ['', mailText(language, 'receipt_itemized_by_law', itemized.law)] : []),
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
