import type { ConditionalCharge } from '@portal/domain/pricing/payment-breakdown';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';

/** The charge of the application's current decision, when that is a conditional approval. */
export async function conditionalChargeOf(
  db: Database,
  transactionId: number,
): Promise<ConditionalCharge | null> {
  const [latest] = await db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.transactionId, transactionId))
    .orderBy(desc(applicationDecisions.createdAt), desc(applicationDecisions.id))
    .limit(1);
  const kind = latest?.additionalDepositKind;
  if (latest?.decision !== 'conditionally_approve' || latest.additionalDepositCents === null) return null;
  if (kind !== 'security_deposit' && kind !== 'security_fee') return null;
  return { amountCents: latest.additionalDepositCents, kind };
}
