import { leaseEndDate, todayIn } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, moveInWindow } from '@portal/domain/flow/move-in-window';
import { rentForTerm } from '@portal/domain/pricing/rent';
import type { AvailableUnit } from '@portal/domain/schemas/units';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { notFound } from '../../lib/app-error.js';
import { loadPriceList } from '../pricing/community-price-list.js';
import { lowestRent } from '../units/community-pricing.js';
import { toAvailableUnit } from '../units/list-available-units.js';
import { baseRentOn, baseRentsOn } from '../units/scheduled-rent.js';
import type { TransactionAccess } from './transaction-access.js';

export interface AvailableLeaseTerm {
  lease_term: number;
  monthly_rent: number;
  lease_end_date: string | null;
}

/** The community's lease terms with the transaction unit's monthly rent for each. */
export async function availableLeaseTerms(
  { db, clock }: AppContext,
  { transaction }: TransactionAccess,
  moveInDate: string | null,
): Promise<{
  lease_terms: AvailableLeaseTerm[];
  move_in_window: { earliest: string; latest: string } | null;
}> {
  const priceList = await loadPriceList(db, transaction.communityId);
  const [unit] = await db.select().from(units).where(eq(units.id, transaction.unitId));
  if (!unit) throw notFound('unit_not_found');
  const start = moveInDate ?? transaction.moveInDate;
  const window = moveInWindow(unit.availableFrom, todayIn(priceList.community.timezone, clock.now()));
  const baseRent = await baseRentOn(db, unit, start);
  return {
    lease_terms: priceList.terms.map((term) => ({
      lease_term: term.months,
      monthly_rent: rentForTerm(baseRent, term),
      lease_end_date: start ? (leaseEndDate(start, term.months) ?? null) : null,
    })),
    move_in_window: window ?? null,
  };
}

/** Units of the community that can be moved into on that date: where the household may move instead. */
export async function availableUnitsOn(
  { db, clock }: AppContext,
  { transaction }: TransactionAccess,
  moveInDate: string,
): Promise<AvailableUnit[]> {
  const priceList = await loadPriceList(db, transaction.communityId);
  const today = todayIn(priceList.community.timezone, clock.now());
  const rows = await db
    .select()
    .from(units)
    .where(and(eq(units.communityId, transaction.communityId), eq(units.available, true)))
    .orderBy(asc(units.unitNumber));
  const open = rows.filter((unit) =>
    isWithinMoveInWindow(moveInDate, moveInWindow(unit.availableFrom, today)),
  );
  const rents = await baseRentsOn(db, open, moveInDate);
  return open.map((unit) =>
    toAvailableUnit(unit, lowestRent(rents.get(unit.id) ?? unit.baseRentCents, priceList.terms)),
  );
}
