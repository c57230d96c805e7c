import { daysBetween } from '@portal/domain/dates/calendar-date';
import type { Lease, LeaseStatus } from '@portal/domain/schemas/lease';
import type { TFunction } from '@/lib/i18n';

export function leaseStatusLabel(t: TFunction, status: LeaseStatus): string {
  return t(`leases.statuses.${status}`);
}

/** How long the lease has left, in words: days to go, today, or how long ago it ended. */
export function timeLeftLabel(t: TFunction, daysUntilEnd: number): string {
  if (daysUntilEnd === 0) return t('leases.myLeases.endsToday');
  if (daysUntilEnd < 0) return t('leases.myLeases.ended', { count: -daysUntilEnd });
  return t('leases.myLeases.daysLeft', { count: daysUntilEnd });
}

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
