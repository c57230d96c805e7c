import { todayIn } from '@portal/domain/dates/calendar-date';
import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import type { Database } from '../../db/client.js';
import { openReturns } from './record-payment-return.js';

/**
 * The applicant's failed_payment (decision 0031): the latest of the person's own payments on the
 * application that their bank sent back and they have not paid again, dated in the community's calendar.
 */
export async function failedPaymentOf(
  db: Database,
  transactionId: number,
  userId: number,
  timezone: string,
): Promise<Applicant['failed_payment']> {
  const latest = (await openReturns(db, transactionId)).filter((row) => row.payment.userId === userId).at(-1);
  if (!latest) return null;
  return {
    payment_id: latest.payment.id,
    payment_method_id: latest.payment.paymentMethodId,
    amount: latest.reversal.amountCents,
    failed_on: todayIn(timezone, latest.reversal.createdAt),
  };
}
