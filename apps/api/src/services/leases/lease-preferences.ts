import type { Lease, LeasePatch } from '@portal/domain/schemas/lease';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { leaseResidents } from '../../db/schema/leases.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { accessLease } from './lease-access.js';
import { readLease } from './resident-leases.js';

/**
 * PATCH /api/lease/{id}/: the caller's own choices on a lease they live on. Only residents may: staff
 * change a lease through its documents, and the body's schema already refused every state field.
 */
export async function updateLeasePreferences(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
  patch: LeasePatch,
): Promise<Lease> {
  const lease = await accessLease(context.db, session, leaseId, { residentsOnly: true });
  if (patch.receive_renewal_reminders !== undefined) {
    await context.db
      .update(leaseResidents)
      .set({ receiveRenewalReminders: patch.receive_renewal_reminders })
      .where(and(eq(leaseResidents.leaseId, lease.id), eq(leaseResidents.userId, session.userId)));
  }
  return readLease(context, session, lease.id);
}
