import { ApplicationStatus } from '../constants/application-status.js';

/** Why the drawer shows a message instead of the steps (spec part 1 §4, "Drawer"). */
export type DrawerBlockReason =
  | 'cancelled'
  | 'not_finishing'
  | 'unit_unavailable_primary'
  | 'unit_unavailable_household'
  | 'quote_expired'
  | 'price_changed'
  | 'move_in_threshold_exceeded'
  | 'guarantor_requested'
  | 'income_requested'
  | 'outstanding_balance';

export interface DrawerBlockInput {
  status: ApplicationStatus;
  /** False once this applicant has finished their part (submitted, approved, denied …). */
  isFinishingApplication: boolean;
  isPrimaryApplicant: boolean;
  unitAvailable: boolean;
  quoteExpired: boolean;
  /** A staff price change the primary applicant has not confirmed yet (ignored for anyone else). */
  hasUnconfirmedPriceChange: boolean;
  moveInThresholdExceeded: boolean;
  /** Asked for by the leasing team and not invited yet. */
  guarantorRequested: boolean;
  /** More documents asked for sources this applicant has not edited since. */
  incomeRequested: boolean;
  hasOutstandingBalance: boolean;
}

/** The first reason that blocks the drawer, in the spec's order, or null when the steps show. */
export function drawerBlockReason(input: DrawerBlockInput): DrawerBlockReason | null {
  if (input.status === ApplicationStatus.Cancelled) return 'cancelled';
  // The leasing team asks for more after the household finished: its request, not "finished", is the news.
  if (!input.isFinishingApplication) {
    if (input.guarantorRequested) return 'guarantor_requested';
    return input.incomeRequested ? 'income_requested' : 'not_finishing';
  }
  if (!input.unitAvailable)
    return input.isPrimaryApplicant ? 'unit_unavailable_primary' : 'unit_unavailable_household';
  if (input.quoteExpired) return 'quote_expired';
  if (input.hasUnconfirmedPriceChange && input.isPrimaryApplicant) return 'price_changed';
  if (input.moveInThresholdExceeded) return 'move_in_threshold_exceeded';
  if (input.guarantorRequested) return 'guarantor_requested';
  if (input.incomeRequested) return 'income_requested';
  if (input.hasOutstandingBalance) return 'outstanding_balance';
  return null;
}

/**
 * Spec §4, "View Progress": to the price change, unit-unavailable for the household, else next. The spec
 * names payment details for a price change; the price review is where the change is shown and confirmed
 * (decision 0035). Spec §6: only the primary applicant sees price-update warnings, so only they go there.
 */
export function viewProgressRoute(
  input: Pick<DrawerBlockInput, 'hasUnconfirmedPriceChange' | 'isPrimaryApplicant' | 'unitAvailable'>,
  next: string,
): string {
  if (input.hasUnconfirmedPriceChange && input.isPrimaryApplicant) return 'pricing-updated';
  if (!input.unitAvailable && !input.isPrimaryApplicant) return 'unit-unavailable';
  return next;
}
