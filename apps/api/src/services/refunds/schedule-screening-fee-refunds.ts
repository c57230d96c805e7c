import { eq, ne } from 'drizzle-orm';
import type { DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { paymentLineItems } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import { oweScreeningFeeRefunds, unselectedScreeningFees } from './unselected-screening-fees.js';

export interface Selection {
  /** The application approved for the unit. */
  selectedTransactionId: number;
  /** The unit it takes. */
  unitId: number;
  actorUserId: number;
  now: Date;
}

/**
 * Where the law of the community's place refunds the screening fee of applicants not chosen (California),
 * owes each paid screening fee of every other application for the unit not selected its refund: those
 * still applying (now held), and those denied or withdrawn before (decision 0058). An application that
 * moved to another unit is judged there. Inside the approval's transaction, so the refunds are owed
 * exactly when the selection is made. Elsewhere (Texas) it does nothing.
 */
export async function scheduleScreeningFeeRefunds(
  tx: DatabaseTransaction,
  clock: Clock,
  selection: Selection,
): Promise<void> {
  const [community] = await tx
    .select({
      id: communities.id,
      normalizedStreetAddress: communities.normalizedStreetAddress,
      timezone: communities.timezone,
    })
    .from(communities)
    .innerJoin(leaseTransactions, eq(leaseTransactions.communityId, communities.id))
    .where(eq(leaseTransactions.id, selection.selectedTransactionId));
  if (!community) return;
  const rule = (await lawsOfCommunity(tx, community)).rules.screeningFeeRefund;
  if (!rule) return;

  // Locked, waiting for the 30-day round if it holds one, so that a line is owed once.
  const fees = await unselectedScreeningFees(
    tx,
    eq(leaseTransactions.unitId, selection.unitId),
    ne(leaseTransactions.id, selection.selectedTransactionId),
  ).for('update', { of: paymentLineItems });
  await oweScreeningFeeRefunds(tx, clock, {
    rule,
    timezone: community.timezone,
    fees,
    selectedTransactionId: selection.selectedTransactionId,
    actorUserId: selection.actorUserId,
    now: selection.now,
  });
}
