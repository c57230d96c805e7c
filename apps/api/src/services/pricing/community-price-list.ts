import type { LeaseTermPrice } from '@portal/domain/pricing/rent';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { concessions, fees } from '../../db/schema/pricing.js';
import { notFound } from '../../lib/app-error.js';
import type { CommunityRow } from '../communities/find-community.js';
import { leaseTermsOf } from '../units/community-pricing.js';
import { type RentalOptionRow, rentalOptionRowsOf } from '../units/list-rental-options.js';

export type FeeRow = typeof fees.$inferSelect;
export type ConcessionRow = typeof concessions.$inferSelect;

/** Everything a community charges, read in one place for quotes and breakdowns. */
export interface CommunityPriceList {
  community: CommunityRow;
  terms: LeaseTermPrice[];
  options: RentalOptionRow[];
  fees: FeeRow[];
  concessions: ConcessionRow[];
}

export async function loadPriceList(db: Database, communityId: number): Promise<CommunityPriceList> {
  const [[community], terms, options, feeRows, concessionRows] = await Promise.all([
    db.select().from(communities).where(eq(communities.id, communityId)),
    leaseTermsOf(db, communityId),
    rentalOptionRowsOf(db, communityId),
    db.select().from(fees).where(eq(fees.communityId, communityId)).orderBy(asc(fees.position)),
    db
      .select()
      .from(concessions)
      .where(eq(concessions.communityId, communityId))
      .orderBy(asc(concessions.id)),
  ]);
  if (!community) throw notFound('community_not_found');
  return { community, terms, options, fees: feeRows, concessions: concessionRows };
}

export function concessionsForTerm(priceList: CommunityPriceList, months: number | null): ConcessionRow[] {
  return priceList.concessions.filter(
    (concession) => months !== null && concession.appliesToLeaseTermsMonths.includes(months),
  );
}
