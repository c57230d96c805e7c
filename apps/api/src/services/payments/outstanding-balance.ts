import { todayIn } from '@portal/domain/dates/calendar-date';
import type { OutstandingBalance } from '@portal/domain/schemas/outstanding-balance';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { amountOf, lineItemsDueNow } from './payment-intents.js';
import { describePaymentMethod } from './payment-methods.js';
import { openReturns } from './record-payment-return.js';

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
  const [open, [community]] = await Promise.all([
    openReturns(context.db, access.transaction.id),
    context.db
      .select({ timezone: communities.timezone })
      .from(communities)
      .where(eq(communities.id, access.transaction.communityId)),
  ]);
  // Dates as the community's calendar shows them, as everywhere else in the portal.
  const dateOf = (moment: Date) => todayIn(community?.timezone ?? 'UTC', moment);
  const own = open.filter((row) => row.payment.userId === userId);
  const lines = own.length > 0 ? await lineItemsDueNow(context, access) : [];
  return {
    amount: amountOf(lines),
    line_items: lines.map(({ name, category, amount }) => ({ name, category, amount })),
    returned_payments: own.map(({ reversal, payment, method }) => {
      const view = method ? describePaymentMethod(method, access.transaction.id) : null;
      return {
        id: payment.id,
        amount: reversal.amountCents,
        paid_on: dateOf(payment.createdAt),
        returned_on: dateOf(reversal.createdAt),
        return_code: reversal.returnCode,
        method: view
          ? { id: view.id, kind: view.kind, brand: view.brand, last4: view.last4, label: view.label }
          : null,
      };
    }),
    on_hold: open.length > 0,
  };
}
