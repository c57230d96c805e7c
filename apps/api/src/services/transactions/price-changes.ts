import { rentForTerm } from '@portal/domain/pricing/rent';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { selectedRentalOptions } from '../../db/schema/lease-transactions.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { pricesHold } from '../pricing/held-prices.js';
import { leaseTermsOf } from '../units/community-pricing.js';
import { baseRentOn } from '../units/scheduled-rent.js';
import type { LeaseTransactionRow, TransactionAccess } from './transaction-access.js';

export interface UnitPriceChange {
  changed: boolean;
  quoted_rent: number | null;
  current_rent: number | null;
}

/**
 * A new price to confirm. While the quote holds, its prices are what the household is charged, so only a
 * lower price is news (theirs for confirming a fresh quote); once it no longer holds, any change is.
 */
async function isNewsFor(context: AppContext, transaction: LeaseTransactionRow) {
  const [community] = await context.db
    .select({ settings: communities.settings })
    .from(communities)
    .where(eq(communities.id, transaction.communityId));
  const holds =
    community !== undefined &&
    pricesHold(transaction, community.settings.quote_valid_days, context.clock.now());
  return (quoted: number, current: number) => (holds ? current < quoted : current !== quoted);
}

/** Whether the unit's rent for the chosen term and move-in date differs from what was quoted. */
export async function detectUnitPriceChange(
  context: AppContext,
  { transaction }: TransactionAccess,
): Promise<UnitPriceChange> {
  const { db } = context;
  const [unit] = await db.select().from(units).where(eq(units.id, transaction.unitId));
  const term = (await leaseTermsOf(db, transaction.communityId)).find(
    (t) => t.months === transaction.leaseTerm,
  );
  if (!unit || !term || transaction.quotedRentCents === null) {
    return { changed: false, quoted_rent: transaction.quotedRentCents, current_rent: null };
  }
  const current = rentForTerm(await baseRentOn(db, unit, transaction.moveInDate), term);
  const isNews = await isNewsFor(context, transaction);
  return {
    changed: isNews(transaction.quotedRentCents, current),
    quoted_rent: transaction.quotedRentCents,
    current_rent: current,
  };
}

export interface RentalOptionPriceChange {
  changed: boolean;
  options: { rental_option_id: number; name: string; quoted_price: number; current_price: number }[];
}

/** The chosen rental options whose monthly price changed since they were chosen (news as for the rent). */
export async function detectRentalOptionPriceChanges(
  context: AppContext,
  { transaction }: TransactionAccess,
): Promise<RentalOptionPriceChange> {
  const { db } = context;
  const isNews = await isNewsFor(context, transaction);
  const rows = await db
    .select({ selected: selectedRentalOptions, option: rentalOptions })
    .from(selectedRentalOptions)
    .innerJoin(rentalOptions, eq(rentalOptions.id, selectedRentalOptions.rentalOptionId))
    .where(eq(selectedRentalOptions.leaseTransactionId, transaction.id));
  const options = rows
    .filter(({ selected, option }) => isNews(selected.quotedMonthlyCents, option.monthlyCents))
    .map(({ selected, option }) => ({
      rental_option_id: option.id,
      name: option.name,
      quoted_price: selected.quotedMonthlyCents,
      current_price: option.monthlyCents,
    }));
  return { changed: options.length > 0, options };
}
