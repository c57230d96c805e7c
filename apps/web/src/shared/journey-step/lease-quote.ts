import { parseCalendarDate } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, type MoveInWindow } from '@portal/domain/flow/move-in-window';
import type { Quote, QuoteRequest } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { LeaseEndRequest } from '@/features/journey/api/lease-terms';

/**
 * What the API is asked for the lease end (GET /api/lease-end-date/): the community's lease settings with
 * the chosen move-in date and term; null until both are chosen and the date is a calendar date.
 */
export function leaseEndRequestOf(
  communityId: number,
  moveInDate: string,
  leaseTerm: number | null,
): LeaseEndRequest | null {
  if (leaseTerm === null || !parseCalendarDate(moveInDate)) return null;
  return { lease_settings_id: communityId, move_in_date: moveInDate, lease_term: leaseTerm };
}

/**
 * The quote request for the transaction's current unit and rental options with the chosen move-in date
 * and term; null until both are chosen and the date is one the unit can be moved into.
 */
export function quoteRequestOf(
  transaction: Pick<LeaseTransaction, 'id' | 'unit' | 'selected_rental_options'>,
  moveInDate: string,
  leaseTerm: number | null,
  window: MoveInWindow | null | undefined,
): QuoteRequest | null {
  if (leaseTerm === null || !isWithinMoveInWindow(moveInDate, window ?? undefined)) return null;
  return {
    transaction_id: transaction.id,
    unit_id: transaction.unit.id,
    lease_term: leaseTerm,
    move_in_date: moveInDate,
    rental_options: transaction.selected_rental_options.map((option) => ({
      rental_option_id: option.rental_option_id,
      quantity: option.quantity,
      is_assistance_animal: option.is_assistance_animal,
    })),
  };
}

/** Spec §4: the quote section is hidden when the quote has errors or its total or base rent is 0. */
export function isQuoteShown(quote: Quote | null | undefined): quote is Quote {
  return (
    quote !== null &&
    quote !== undefined &&
    quote.errors.length === 0 &&
    quote.total !== 0 &&
    quote.base_rent !== 0
  );
}

export interface QuoteLine {
  key: string;
  name: string;
  amount: number;
  /** A tax line belongs to the charge above it. */
  kind: 'charge' | 'concession' | 'tax';
}

/** The quote's monthly items in order, each followed by its tax line when it is taxed. */
export function quoteLines(quote: Quote): QuoteLine[] {
  return quote.items_breakdown.flatMap((item, index) => {
    const charge: QuoteLine = {
      key: `${index}`,
      name: item.name,
      amount: item.amount,
      kind: item.type === 'concession' || item.amount < 0 ? 'concession' : 'charge',
    };
    return item.tax > 0
      ? [charge, { key: `${index}-tax`, name: item.name, amount: item.tax, kind: 'tax' as const }]
      : [charge];
  });
}
