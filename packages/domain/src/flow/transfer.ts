import type { LeaseStatus } from '../schemas/lease.js';

/** A lease the household still lives under, and may leave for another unit of the community. */
const transferableStatuses: readonly LeaseStatus[] = ['current', 'month_to_month'];

/** Whether a transfer (type 60) may start from the lease: not once it was renewed, ended or given notice on. */
export function canTransfer(lease: { status: LeaseStatus }): boolean {
  return transferableStatuses.includes(lease.status);
}
