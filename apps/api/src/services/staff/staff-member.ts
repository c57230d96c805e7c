import { eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { staffMembers } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export const STAFF_ONLY_MESSAGE = 'Only staff members can do this.';

export async function findStaffMember(
  db: Database | DatabaseTransaction,
  userId: number,
): Promise<StaffMemberRow | undefined> {
  const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId));
  return staff;
}

/**
 * The staff member behind the session, signed in as themselves (not viewing the portal as a user):
 * everything they reach is then limited to their own company. 403 for anyone else.
 */
export async function requireStaffMember(
  db: Database,
  session: AuthenticatedSession,
  message = STAFF_ONLY_MESSAGE,
): Promise<StaffMemberRow> {
  const staff = session.kind === 'user' ? await findStaffMember(db, session.userId) : undefined;
  if (!staff) throw new AppError('PermissionDenied', message);
  return staff;
}
