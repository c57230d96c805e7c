import type { PersonalizedWelcome } from '@portal/domain/schemas/visit';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { units } from '../../db/schema/units.js';
import { notFound } from '../../lib/app-error.js';
import { leaseTermsOf, lowestRent } from './community-pricing.js';
import { toAvailableUnit } from './list-available-units.js';

/**
 * GET /api/communities/{id}/personalized/{x}/: the welcome page for a visitor who came by a link naming
 * unit `x`. Unlike the list of open units, it can tell a unit just taken (unit null: the page says so
 * and shows the others) from a number the community never had (404).
 */
export async function personalizedWelcome(
  db: Database,
  communityId: number,
  unitNumber: string,
): Promise<PersonalizedWelcome> {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.communityId, communityId), eq(units.unitNumber, unitNumber)));
  if (!unit) throw notFound('no_such_unit');
  if (!unit.available) return { unit_number: unit.unitNumber, unit: null };
  const terms = await leaseTermsOf(db, communityId);
  return {
    unit_number: unit.unitNumber,
    unit: toAvailableUnit(unit, lowestRent(unit.baseRentCents, terms)),
  };
}
