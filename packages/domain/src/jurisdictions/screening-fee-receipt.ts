import type { CommunityDefinition } from '../schemas/community-definition.js';

/**
 * What a screening fee is made of, as the community's settings split it (cents adding up to the fee): the
 * screening agency's charge (an out-of-pocket cost) and the value of the time spent processing.
 */
export type ScreeningFeeItemization = NonNullable<CommunityDefinition['fees'][number]['itemization']>;

/** A screening fee paid, in its parts, for a receipt that itemizes it. */
export interface ScreeningFeeParts {
  screening_agency: number;
  processing_time: number;
}

/**
 * The parts of `chargedCents` paid for a screening fee split as `itemization`. A fee without a split is
 * the agency's charge alone. A charge below the split (capped, or partly paid before) is the agency's
 * cost first, an out-of-pocket cost the landlord had, and the time spent takes what remains.
 */
export function itemizeScreeningFee(
  chargedCents: number,
  itemization: ScreeningFeeItemization | undefined,
): ScreeningFeeParts {
  const agency = Math.min(itemization?.agency_cents ?? chargedCents, chargedCents);
  return { screening_agency: agency, processing_time: chargedCents - agency };
}
