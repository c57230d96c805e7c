import { daysBetween } from '@portal/domain/dates/calendar-date';
import type { Lease } from '@portal/domain/schemas/lease';

/**
 * Whether renewal offers have opened: the browser does not know the community's today, but the lease
 * says how many days are left, and the window is that many days or fewer before the end.
 */
export function hasRenewalWindowOpened(
  lease: Pick<Lease, 'renewal_offer_window_opens_on' | 'lease_end_date' | 'days_until_end'>,
): boolean {
  if (!lease.renewal_offer_window_opens_on) return false;
  const windowDays = daysBetween(lease.renewal_offer_window_opens_on, lease.lease_end_date);
  return windowDays !== undefined && lease.days_until_end <= windowDays;
}

/** A current lease whose renewal offers have opened: My Leases links to them. */
export function renewalOffersOpen(
  lease: Pick<Lease, 'status' | 'renewal_offer_window_opens_on' | 'lease_end_date' | 'days_until_end'>,
): boolean {
  return lease.status === 'current' && hasRenewalWindowOpened(lease);
}
