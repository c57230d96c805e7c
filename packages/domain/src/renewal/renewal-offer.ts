import { addDays, formatCalendarDate, leaseEndDate, parseCalendarDate } from '../dates/calendar-date.js';
import { type LeaseTermPrice, rentForTerm } from '../pricing/rent.js';
import { applyBasisPoints, divideRounded } from '../pricing/rounding.js';
import type { RenewalSettings } from '../schemas/community.js';

/** A percent as the settings hold it (3.5) in basis points (350), the unit the rounding helpers take. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The monthly rent a renewal offers for a term: the current rent raised by the community's renewal
 * increase, then adjusted for the term as a new lease is (pricing rules, "Rent for a unit and a lease
 * term"), and never more than the maximum increase over the current rent: where the two disagree, the cap
 * wins. The cap rounds down, so the rent is never a cent above it.
 */
export function renewalRent(
  currentRentCents: number,
  settings: Pick<RenewalSettings, 'renewal_rent_increase_percent' | 'renewal_max_increase_percent'>,
  term: LeaseTermPrice,
): number {
  const raised =
    currentRentCents +
    applyBasisPoints(currentRentCents, basisPoints(settings.renewal_rent_increase_percent));
  const cap = Math.floor(
    (currentRentCents * (10_000 + basisPoints(settings.renewal_max_increase_percent))) / 10_000,
  );
  return Math.min(rentForTerm(raised, term), cap);
}

/** The term adjustment of a renewal term: the community's adjustment for new leases, none where it has none. */
export function renewalTermPrice(months: number, terms: readonly LeaseTermPrice[]): LeaseTermPrice {
  return terms.find((term) => term.months === months) ?? { months, priceAdjustmentBasisPoints: 0 };
}

/** Why a lease is offered no renewal today; null when it is. */
export type RenewalClosedReason =
  | 'self_service_off'
  | 'not_current'
  | 'not_open_yet'
  | 'lease_ended'
  | 'no_offers';

export interface RenewalWindowInput {
  lease: { endDate: string; status: string; enableSelfServiceRenewals: boolean };
  /** The community's renewal settings; undefined where it has none. */
  settings: RenewalSettings | undefined;
  /** Today where the community is ('YYYY-MM-DD'). */
  today: string;
}

export interface RenewalWindow {
  /** The first day offers are open: `renewal_offer_window_days` before the end; null without settings. */
  opensOn: string | null;
  closedReason: RenewalClosedReason | null;
}

/**
 * Issue 19, renewal offers: a current lease with self-service renewals is offered a renewal from
 * `renewal_offer_window_days` before its end through its last day.
 */
export function renewalWindow({ lease, settings, today }: RenewalWindowInput): RenewalWindow {
  const end = parseCalendarDate(lease.endDate);
  const opensOn =
    settings && end ? formatCalendarDate(addDays(end, -settings.renewal_offer_window_days)) : null;
  const closedReason = ((): RenewalClosedReason | null => {
    if (!lease.enableSelfServiceRenewals) return 'self_service_off';
    if (lease.status !== 'current') return 'not_current';
    if (!settings || opensOn === null || settings.renewal_lease_terms_months.length === 0) return 'no_offers';
    // 'YYYY-MM-DD' strings order as the dates do.
    if (today > lease.endDate) return 'lease_ended';
    if (today < opensOn) return 'not_open_yet';
    return null;
  })();
  return { opensOn, closedReason };
}

/** A renewal starts the day after the current lease ends and runs its term (pricing rules' end date). */
export function renewalLeaseDates(currentEndDate: string, months: number): { start: string; end: string } {
  const end = parseCalendarDate(currentEndDate);
  if (!end) throw new RangeError(`Not a date: ${currentEndDate}`);
  const start = formatCalendarDate(addDays(end, 1));
  return { start, end: leaseEndDate(start, months) ?? start };
}

/** The rent increase of an offer in basis points of the current rent (for "what changes"), rounded. */
export function increaseBasisPoints(currentRentCents: number, offeredRentCents: number): number {
  if (currentRentCents <= 0) return 0;
  return divideRounded((offeredRentCents - currentRentCents) * 10_000, currentRentCents);
}
