import type { ScreeningFeeRefundRule } from '@portal/domain/jurisdictions/jurisdiction-profile';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inBatches, ROUND_BATCH_SIZE } from '../../db/in-batches.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { paymentLineItems } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { communityJurisdiction } from '../jurisdictions/community-jurisdiction.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import {
  notYetOwed,
  oweScreeningFeeRefunds,
  receivedAt,
  unselectedScreeningFees,
} from './unselected-screening-fees.js';

interface RefundingCommunity {
  id: number;
  timezone: string;
  rule: ScreeningFeeRefundRule;
}

/**
 * One page of communities, those whose laws refund the screening fee of applicants not selected: the
 * place's rules first (no query), then, for those whose place has the rule, what an admin set aside.
 */
async function refundingCommunities(
  db: Database,
  afterId: number,
  limit: number,
): Promise<{ page: number; lastId: number; refunding: RefundingCommunity[] }> {
  const page = await db
    .select({
      id: communities.id,
      normalizedStreetAddress: communities.normalizedStreetAddress,
      timezone: communities.timezone,
    })
    .from(communities)
    .where(gt(communities.id, afterId))
    .orderBy(asc(communities.id))
    .limit(limit);
  const refunding: RefundingCommunity[] = [];
  for (const community of page) {
    if (!communityJurisdiction(community.normalizedStreetAddress).rules.screeningFeeRefund) continue;
    const rule = (await lawsOfCommunity(db, community)).rules.screeningFeeRefund;
    if (rule) refunding.push({ id: community.id, timezone: community.timezone, rule });
  }
  return { page: page.length, lastId: page.at(-1)?.id ?? afterId, refunding };
}

/**
 * Owes back the screening fees of one community's applications not selected whose last day, counted
 * from the application, has come with nobody selected for them (Cal. Civ. Code § 1950.6(c)(2)(B): the
 * earlier of 7 days after a selection and 30 days after the application). A batch at a time, its lines
 * claimed with SKIP LOCKED, so instances share the round and a line is owed once.
 */
async function refundInCommunity(
  { db, clock }: { db: Database; clock: Clock },
  community: RefundingCommunity,
  now: Date,
  batchSize: number,
): Promise<number> {
  let owed = 0;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${community.timezone})::date`;
  await inBatches(
    db,
    async (tx, limit) => {
      const fees = await unselectedScreeningFees(
        tx,
        eq(leaseTransactions.communityId, community.id),
        notYetOwed,
        sql`(${receivedAt} at time zone ${community.timezone})::date
          + ${community.rule.daysAfterApplication}::integer <= ${today}`,
      )
        .limit(limit)
        .for('update', { of: paymentLineItems, skipLocked: true });
      owed += await oweScreeningFeeRefunds(tx, clock, {
        rule: community.rule,
        timezone: community.timezone,
        fees,
        selectedTransactionId: null,
        actorUserId: null,
        now,
      });
      return fees.length;
    },
    batchSize,
  );
  return owed;
}

/**
 * The background round of the 30-day limit: in every community whose laws refund the screening fee of
 * applicants not selected (not set aside), each paid, not yet refunded screening fee of an application not
 * selected whose 30th day after the application has come is owed back, as an approval owes those of the
 * others (decision 0058): an application still being decided on that day too. Communities a page at a
 * time, fee lines in bounded batches; returns how many refunds it owed.
 */
export async function refundScreeningFeesAtApplicationLimit(
  context: { db: Database; clock: Clock },
  batchSize = ROUND_BATCH_SIZE,
): Promise<number> {
  const now = context.clock.now();
  let owed = 0;
  let afterId = 0;
  for (;;) {
    const { page, lastId, refunding } = await refundingCommunities(context.db, afterId, batchSize);
    for (const community of refunding) owed += await refundInCommunity(context, community, now, batchSize);
    if (page < batchSize) return owed;
    afterId = lastId;
  }
}
