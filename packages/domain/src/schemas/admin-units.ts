import { z } from 'zod';
import { unitDefinitionSchema } from './community-definition.js';

/** A rent a unit takes on a later day (Settings → Units). */
export const scheduledPriceSchema = z.object({
  effective_date: z.iso.date(),
  base_rent_cents: unitDefinitionSchema.shape.base_rent_cents,
});
export type ScheduledPrice = z.infer<typeof scheduledPriceSchema>;

/** A unit as its community's settings show it: the fixture's fields, whether it is still offered, its price changes ahead. */
export const adminUnitSchema = unitDefinitionSchema.extend({
  /** False once deactivated: off the market for good, kept for the applications that name it. */
  active: z.boolean(),
  /** A unit an application names is never deleted, only deactivated. */
  has_applications: z.boolean(),
  scheduled_prices: z.array(scheduledPriceSchema.extend({ id: z.number().int() })),
});
export type AdminUnit = z.infer<typeof adminUnitSchema>;

export const adminUnitsSchema = z.object({ results: z.array(adminUnitSchema) });
export type AdminUnits = z.infer<typeof adminUnitsSchema>;

/** PATCH …/units/{unit_number}/: any of the unit's fields, and `active` to deactivate or reactivate it. */
export const unitChangeSchema = unitDefinitionSchema
  .partial()
  .extend({ active: z.boolean().optional() })
  .strict();
export type UnitChange = z.infer<typeof unitChangeSchema>;
