import { rentForTerm } from '@portal/domain/pricing/rent';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { selectedRentalOptions } from '../../db/schema/lease-transactions.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { leaseTermsOf } from '../units/community-pricing.js';
import type { TransactionAccess } from './transaction-access.js';

export interface UnitPriceChange {
  changed: boolean;
  quoted_rent: number | null;
  current_rent: number | null;
}

/** Whether the unit's rent for the chosen term differs from what was quoted (a staff price change). */
export async function detectUnitPriceChange(
  { db }: AppContext,
  { transaction }: TransactionAccess,
): Promise<UnitPriceChange> {
  const [unit] = await db.select().from(units).where(eq(units.id, transaction.unitId));
  const term = (await leaseTermsOf(db, transaction.communityId)).find(
    (t) => t.months === transaction.leaseTerm,
  );
  if (!unit || !term || transaction.quotedRentCents === null) {
    return { changed: false, quoted_rent: transaction.quotedRentCents, current_rent: null };
  }
  const current = rentForTerm(unit.baseRentCents, term);
  return {
    changed: current !== transaction.quotedRentCents,
    quoted_rent: transaction.quotedRentCents,
    current_rent: current,
  };
}

export interface RentalOptionPriceChange {
  changed: boolean;
  options: { rental_option_id: number; name: string; quoted_price: number; current_price: number }[];
}

/** The chosen rental options whose monthly price changed since they were chosen. */
export async function detectRentalOptionPriceChanges(
  { db }: AppContext,
  { transaction }: TransactionAccess,
): Promise<RentalOptionPriceChange> {
  const rows = await db
    .select({ selected: selectedRentalOptions, option: rentalOptions })
    .from(selectedRentalOptions)
    .innerJoin(rentalOptions, eq(rentalOptions.id, selectedRentalOptions.rentalOptionId))
    .where(eq(selectedRentalOptions.leaseTransactionId, transaction.id));
  const options = rows
    .filter(({ selected, option }) => selected.quotedMonthlyCents !== option.monthlyCents)
    .map(({ selected, option }) => ({
      rental_option_id: option.id,
      name: option.name,
      quoted_price: selected.quotedMonthlyCents,
      current_price: option.monthlyCents,
    }));
  return { changed: options.length > 0, options };
}
