import { and, desc, inArray, isNull, lte } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { unitPriceChanges, type units } from '../../db/schema/units.js';

type PricedUnit = Pick<typeof units.$inferSelect, 'id' | 'baseRentCents'>;

/**
 * Each unit's base rent on a day: the latest scheduled price change taking effect by then, otherwise its
 * base rent. Without a day (nothing chosen yet) it is today's base rent.
 */
export async function baseRentsOn(
  db: Database | DatabaseTransaction,
  list: readonly PricedUnit[],
  day: string | null,
): Promise<Map<number, number>> {
  const rents = new Map(list.map((unit) => [unit.id, unit.baseRentCents]));
  if (day === null || list.length === 0) return rents;
  const scheduled = await db
    .select({ unitId: unitPriceChanges.unitId, baseRentCents: unitPriceChanges.baseRentCents })
    .from(unitPriceChanges)
    .where(
      and(
        inArray(
          unitPriceChanges.unitId,
          list.map((unit) => unit.id),
        ),
        isNull(unitPriceChanges.appliedAt),
        lte(unitPriceChanges.effectiveDate, day),
      ),
    )
    .orderBy(desc(unitPriceChanges.effectiveDate));
  const seen = new Set<number>();
  for (const change of scheduled) {
    if (seen.has(change.unitId)) continue;
    seen.add(change.unitId);
    rents.set(change.unitId, change.baseRentCents);
  }
  return rents;
}

/** One unit's base rent on a day (see baseRentsOn). */
export async function baseRentOn(
  db: Database | DatabaseTransaction,
  unit: PricedUnit,
  day: string | null,
): Promise<number> {
  return (await baseRentsOn(db, [unit], day)).get(unit.id) ?? unit.baseRentCents;
}
