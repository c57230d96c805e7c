import { z } from 'zod';

const cents = z.number().int();

/** Whether the unit's rent changed since it was quoted, in integer cents. */
export const unitPriceChangeSchema = z.object({
  changed: z.boolean(),
  quoted_rent: cents.nullable(),
  current_rent: cents.nullable(),
});
export type UnitPriceChange = z.infer<typeof unitPriceChangeSchema>;

/** The chosen rental options whose monthly price changed since they were chosen. */
export const rentalOptionPriceChangesSchema = z.object({
  changed: z.boolean(),
  options: z.array(
    z.object({
      rental_option_id: z.number().int(),
      name: z.string(),
      quoted_price: cents,
      current_price: cents,
    }),
  ),
});
export type RentalOptionPriceChanges = z.infer<typeof rentalOptionPriceChangesSchema>;
