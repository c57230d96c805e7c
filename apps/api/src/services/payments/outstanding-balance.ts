import type { OutstandingBalance } from '@portal/domain/schemas/outstanding-balance';
import type { AppContext } from '../../app-context.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { amountOf, lineItemsDueNow } from './payment-intents.js';
import { describePaymentMethod } from './payment-methods.js';
import { openReturns } from './record-payment-return.js';

const dateOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * GET /api/transaction/{id}/outstanding-balance/: the caller's payments their bank sent back and what they
 * owe again because of them. A returned payment counts as unpaid in the ledger, so the balance is what is
 * due from them now, as POST …/payment charges it. Other people's returns only show as the hold.
 */
export async function getOutstandingBalance(
  context: AppContext,
  access: TransactionAccess,
  userId: number,
): Promise<OutstandingBalance> {
  const open = await openReturns(context.db, access.transaction.id);
  const own = open.filter((row) => row.payment.userId === userId);
  const lines = own.length > 0 ? await lineItemsDueNow(context, access) : [];
  return {
    amount: amountOf(lines),
    line_items: lines.map(({ name, category, amount }) => ({ name, category, amount })),
    returned_payments: own.map(({ reversal, payment, method }) => {
      const view = method ? describePaymentMethod(method) : null;
      return {
        id: payment.id,
        amount: reversal.amountCents,
        paid_on: dateOf(payment.createdAt),
        returned_on: dateOf(reversal.createdAt),
        return_code: reversal.returnCode,
        method: view ? { id: view.id, kind: view.kind, brand: view.brand, last4: view.last4 } : null,
      };
    }),
    on_hold: open.length > 0,
  };
}
