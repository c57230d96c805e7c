import { FeeCategory } from '@portal/domain/constants/fee-categories';
import {
  itemizeScreeningFee,
  type ScreeningFeeParts,
} from '@portal/domain/jurisdictions/screening-fee-receipt';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { fees } from '../../db/schema/pricing.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';

interface PaidLine {
  name: string;
  category: number;
  amount: number;
}

/** A receipt's screening fees in their parts, and the law that asks for them. */
export interface ItemizedScreeningFees {
  law: { law: string; cite: string };
  /** Beside each line of the receipt: the parts of a screening fee, undefined for any other line. */
  parts: (ScreeningFeeParts | undefined)[];
}

/**
 * Where the law of the community's place asks a screening fee's receipt to itemize it (Cal. Civ. Code
 * § 1950.6(d)) and the receipt has one, each screening fee line in the parts the community's settings
 * split that fee into (the fee of the same name); null elsewhere (Texas), or without a screening fee.
 */
export async function itemizedScreeningFees(
  db: Database | DatabaseTransaction,
  transactionId: number,
  lines: readonly PaidLine[],
): Promise<ItemizedScreeningFees | null> {
  const isScreeningFee = (line: PaidLine) => line.category === FeeCategory.ApplicationFees;
  if (!lines.some(isScreeningFee)) return null;
  const [community] = await db
    .select({ id: communities.id, normalizedStreetAddress: communities.normalizedStreetAddress })
    .from(communities)
    .innerJoin(leaseTransactions, eq(leaseTransactions.communityId, communities.id))
    .where(eq(leaseTransactions.id, transactionId));
  if (!community) return null;
  const rule = (await lawsOfCommunity(db, community)).rules.screeningFeeReceipt;
  if (!rule) return null;
  const splits = await db
    .select({ name: fees.name, itemization: fees.itemization })
    .from(fees)
    .where(and(eq(fees.communityId, community.id), eq(fees.category, FeeCategory.ApplicationFees)));
  const splitOf = (name: string) => splits.find((fee) => fee.name === name)?.itemization ?? undefined;
  return {
    law: { law: rule.from.name, cite: rule.citation.cite },
    parts: lines.map((line) =>
      isScreeningFee(line) ? itemizeScreeningFee(line.amount, splitOf(line.name)) : undefined,
    ),
  };
}
