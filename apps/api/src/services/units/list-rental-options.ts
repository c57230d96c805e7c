import type { RentalOption } from '@portal/domain/schemas/units';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rentalOptions } from '../../db/schema/pricing.js';

export type RentalOptionRow = typeof rentalOptions.$inferSelect;

export function toRentalOption(row: RentalOptionRow): RentalOption {
  return {
    id: row.id,
    key: row.key,
    category: row.category,
    name: row.name,
    monthly_price: row.monthlyCents,
    deposit_price: row.depositCents,
    one_time_price: row.oneTimeCents,
    max_quantity: row.maxQuantity,
    included_quantity_rule:
      row.includedForBedroomsAtLeast === null
        ? null
        : { bedrooms: row.includedForBedroomsAtLeast, quantity: row.includedQuantity },
    taxable: row.taxable,
  };
}

export async function rentalOptionRowsOf(db: Database, communityId: number): Promise<RentalOptionRow[]> {
  return db
    .select()
    .from(rentalOptions)
    .where(eq(rentalOptions.communityId, communityId))
    .orderBy(asc(rentalOptions.position));
}

/** Quantity included free for a unit with this many bedrooms (e.g. one covered space from 2 bedrooms). */
export function includedQuantity(
  option: Pick<RentalOptionRow, 'includedForBedroomsAtLeast' | 'includedQuantity'>,
  bedrooms: number,
): number {
  return option.includedForBedroomsAtLeast !== null && bedrooms >= option.includedForBedroomsAtLeast
    ? option.includedQuantity
    : 0;
}
