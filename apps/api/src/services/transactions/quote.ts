import { todayIn } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, moveInWindow } from '@portal/domain/flow/move-in-window';
import { group } from '@portal/domain/pricing/breakdown-item';
import { monthlyItems } from '@portal/domain/pricing/monthly-items';
import { rentForTerm } from '@portal/domain/pricing/rent';
import type { Quote, QuoteRequest } from '@portal/domain/schemas/lease-terms';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { concessionsForTerm, loadPriceList } from '../pricing/community-price-list.js';
import { includedQuantity } from '../units/list-rental-options.js';
import { baseRentOn } from '../units/scheduled-rent.js';
import type { TransactionAccess } from './transaction-access.js';

/** The flat monthly quote for a unit, term, move-in date and options: what the lease-terms page shows. */
export async function quoteFor(
  { db, clock }: AppContext,
  access: TransactionAccess,
  request: QuoteRequest,
): Promise<Quote> {
  const priceList = await loadPriceList(db, access.transaction.communityId);
  const errors: string[] = [];
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, request.unit_id), eq(units.communityId, priceList.community.id)));
  const term = priceList.terms.find((candidate) => candidate.months === request.lease_term);
  if (!unit) errors.push('This unit is not offered here.');
  else if (!unit.available) errors.push('This unit is no longer available.');
  if (!term) errors.push('This lease term is not offered.');
  const today = todayIn(priceList.community.timezone, clock.now());
  if (unit && !isWithinMoveInWindow(request.move_in_date, moveInWindow(unit.availableFrom, today))) {
    errors.push('This move-in date is not available for this unit.');
  }
  const options = (request.rental_options ?? []).flatMap((selection) => {
    const option = priceList.options.find((candidate) => candidate.id === selection.rental_option_id);
    if (!option) {
      errors.push('A chosen rental option is not offered here.');
      return [];
    }
    if (selection.quantity > option.maxQuantity)
      errors.push(`At most ${option.maxQuantity} of ${option.name}.`);
    return selection.quantity > 0 ? [{ option, selection }] : [];
  });
  if (!unit || !term) return { total: 0, base_rent: 0, items_breakdown: [], errors };

  const rent = rentForTerm(await baseRentOn(db, unit, request.move_in_date), term);
  const items = monthlyItems({
    rentCents: rent,
    salesTaxBasisPoints: priceList.community.salesTaxBasisPoints,
    options: options.map(({ option, selection }) => ({
      name: option.name,
      category: option.category,
      monthlyCents: option.monthlyCents,
      quantity: selection.quantity,
      includedQuantity: includedQuantity(option, unit.bedrooms),
      taxable: option.taxable,
      isAssistanceAnimal: option.category === 'pets' && selection.is_assistance_animal === true,
    })),
    monthlyFees: priceList.fees
      .filter((fee) => fee.kind === 'monthly')
      .map((fee) => ({
        name: fee.name,
        amountCents: fee.amountCents ?? 0,
        taxable: fee.taxable,
        feeHelpText: fee.feeHelpText,
      })),
    concessions: concessionsForTerm(priceList, term.months).map((concession) => ({
      name: concession.name,
      amountCents: concession.amountCents,
    })),
  });
  const monthly = group(items);
  return { total: monthly.total + monthly.total_tax, base_rent: rent, items_breakdown: items, errors };
}
