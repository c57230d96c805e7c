import type { Language } from '@portal/domain/constants/languages';
import { householdDueAtApplication } from '@portal/domain/pricing/due-at-application';
import { dueAtMoveIn } from '@portal/domain/pricing/due-at-move-in';
import type { PaymentDetails } from '@portal/domain/schemas/payment-details';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { paidByCategory, totalOf } from './ledger.js';
import { priceTransaction } from './payment-breakdown.js';

/**
 * GET /api/transaction/{id}/payment-details/: what the household pays at move-in, from the breakdown engine
 * and the ledger. It opens once the Fees & Deposits step is paid in full (approval and lease signing, which
 * will lead here, come later). Legal notes are in `language`.
 */
export async function getPaymentDetails(
  context: AppContext,
  access: TransactionAccess,
  language: Language,
): Promise<PaymentDetails> {
  const [{ breakdown, moveInDate }, paid] = await Promise.all([
    priceTransaction(context, access, language),
    paidByCategory(context.db, { transactionId: access.transaction.id }),
  ]);
  if (totalOf(paid) < householdDueAtApplication(breakdown)) {
    throw new AppError('Conflict', 'fees_not_paid');
  }
  return { move_in_date: moveInDate, ...dueAtMoveIn(breakdown, paid) };
}
