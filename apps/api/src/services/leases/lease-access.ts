import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { notFound } from '../../lib/app-error.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { findStaffMember, staffWorksIn } from '../staff/staff-member.js';

export type LeaseRow = typeof leases.$inferSelect;

async function isResidentOf(db: Database, leaseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leaseResidents.id })
    .from(leaseResidents)
    .where(and(eq(leaseResidents.leaseId, leaseId), eq(leaseResidents.userId, userId)));
  return row !== undefined;
}

/** Staff signed in as themselves reach the leases of the communities they work in. */
async function isStaffOf(
  db: Database,
  session: Pick<SignedInSession, 'kind' | 'userId'>,
  communityId: number,
): Promise<boolean> {
  if (session.kind !== 'user') return false;
  const staff = await findStaffMember(db, session.userId);
  return staff !== undefined && (await staffWorksIn(db, staff, communityId));
}

/**
 * The lease as its residents (and their company's staff, unless `residentsOnly`) may read it. Anyone else
 * gets the same 404 as for a lease that does not exist, so ids reveal nothing.
 */
export async function accessLease(
  db: Database,
  session: Pick<SignedInSession, 'kind' | 'userId'>,
  leaseId: number,
  { residentsOnly = false } = {},
): Promise<LeaseRow> {
  const [lease] = await db.select().from(leases).where(eq(leases.id, leaseId));
  if (!lease) throw notFound('lease_not_found');
  if (await isResidentOf(db, lease.id, session.userId)) return lease;
  if (!residentsOnly && (await isStaffOf(db, session, lease.communityId))) return lease;
  throw notFound('lease_not_found');
}
