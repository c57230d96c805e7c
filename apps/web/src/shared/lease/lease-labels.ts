import type { LeaseStatus } from '@portal/domain/schemas/lease';
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
