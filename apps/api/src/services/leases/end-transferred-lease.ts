import { addDays, formatCalendarDate, parseCalendarDate } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { DatabaseTransaction } from '../../db/client.js';
import { leases } from '../../db/schema/leases.js';

/**
 * Within the countersignature that executed a transfer's lease: the lease the household leaves ends the
 * day before the new one starts (never later than it was to end anyway), and reads as ended.
 */
export async function endTransferredLease(
  tx: DatabaseTransaction,
  leaseId: number,
  newLeaseStartDate: string,
): Promise<void> {
  const [lease] = await tx.select({ endDate: leases.endDate }).from(leases).where(eq(leases.id, leaseId));
  const start = parseCalendarDate(newLeaseStartDate);
  if (!lease || !start) return;
  const dayBefore = formatCalendarDate(addDays(start, -1));
  await tx
    .update(leases)
    .set({ status: 'ended', endDate: dayBefore < lease.endDate ? dayBefore : lease.endDate })
    .where(eq(leases.id, leaseId));
}
