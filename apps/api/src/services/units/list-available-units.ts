import type { AvailableUnit } from '@portal/domain/schemas/units';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { units } from '../../db/schema/units.js';
import { leaseTermsOf, lowestRent } from './community-pricing.js';
import { unitFacts } from './unit-facts.js';

export type UnitRow = typeof units.$inferSelect;

export function toAvailableUnit(unit: UnitRow, rentFrom: number): AvailableUnit {
  return {
    ...unitFacts(unit),
    sqft: unit.sqft,
    rent_from: rentFrom,
    available_date: unit.availableFrom,
  };
}

/** The units a visitor can apply for: marked available, in unit-number order. */
export async function listAvailableUnits(db: Database, communityId: number): Promise<AvailableUnit[]> {
  const [rows, terms] = await Promise.all([
    db
      .select()
      .from(units)
      .where(and(eq(units.communityId, communityId), eq(units.available, true)))
      .orderBy(asc(units.unitNumber)),
    leaseTermsOf(db, communityId),
  ]);
  return rows.map((unit) => toAvailableUnit(unit, lowestRent(unit.baseRentCents, terms)));
}
