import { type LeaseTermPrice, rentForTerm } from '@portal/domain/pricing/rent';
import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { leaseTermPrices } from '../../db/schema/pricing.js';
import { type Message, message } from '../../messages/message.js';

export async function leaseTermsOf(
  db: Database | DatabaseTransaction,
  communityId: number,
): Promise<LeaseTermPrice[]> {
  return db
    .select({
      months: leaseTermPrices.months,
      priceAdjustmentBasisPoints: leaseTermPrices.priceAdjustmentBasisPoints,
    })
    .from(leaseTermPrices)
    .where(eq(leaseTermPrices.communityId, communityId))
    .orderBy(asc(leaseTermPrices.months));
}

/** A lease term the community does not offer, naming the ones it does. */
export function termsOfferedMessage(terms: readonly LeaseTermPrice[]): Message {
  return message('lease_terms_offered', { terms: terms.map((term) => term.months).join(', ') });
}

/** "Rent from": the lowest monthly rent the unit can be leased at over the community's terms. */
export function lowestRent(baseRentCents: number, terms: readonly LeaseTermPrice[]): number {
  const rents = terms.map((term) => rentForTerm(baseRentCents, term));
  return rents.length > 0 ? Math.min(...rents) : baseRentCents;
}
