import { z } from 'zod';

/**
 * A unit's number, layout and size, shared by the answers that describe one (available units, a
 * transaction, the staff file).
 */
export const unitFactsSchema = z.object({
  id: z.number().int(),
  unit_number: z.string(),
  layout: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
});
export type UnitFacts = z.infer<typeof unitFactsSchema>;

/** The building a unit stands in, and its street address. */
export const buildingSchema = z.object({
  name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});

export const availableUnitSchema = unitFactsSchema.extend({
  sqft: z.number().int(),
  /** The lowest monthly rent over the community's lease terms, in cents. */
  rent_from: z.number().int(),
  available_date: z.iso.date(),
});
export type AvailableUnit = z.infer<typeof availableUnitSchema>;

/** The units a household may apply for, or move its application to. */
export const availableUnitListSchema = z.object({ units: z.array(availableUnitSchema) });
export type AvailableUnitList = z.infer<typeof availableUnitListSchema>;

export const rentalOptionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.string(),
  name: z.string(),
  monthly_price: z.number().int(),
  deposit_price: z.number().int(),
  one_time_price: z.number().int(),
  max_quantity: z.number().int(),
  /** Quantity included free for units with at least `bedrooms` bedrooms. */
  included_quantity_rule: z.object({ bedrooms: z.number().int(), quantity: z.number().int() }).nullable(),
  taxable: z.boolean(),
});
export type RentalOption = z.infer<typeof rentalOptionSchema>;
