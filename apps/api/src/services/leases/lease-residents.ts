import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { leaseResidents } from '../../db/schema/leases.js';
import { users } from '../../db/schema/users.js';
import type { LeasePerson } from '../signing/lease-facts.js';

/** Everyone on the lease with an account (all adults: dependents have none), primary resident first. */
export async function residentsOf(
  db: Database | DatabaseTransaction,
  leaseId: number,
): Promise<LeasePerson[]> {
  const rows = await db
    .select({ userId: leaseResidents.userId, role: leaseResidents.role, user: users })
    .from(leaseResidents)
    .innerJoin(users, eq(users.id, leaseResidents.userId))
    .where(eq(leaseResidents.leaseId, leaseId))
    .orderBy(asc(leaseResidents.role), asc(leaseResidents.id));
  return rows.map((row) => ({
    applicantId: null,
    userId: row.userId,
    role: row.role,
    name: `${row.user.firstName} ${row.user.lastName}`,
    email: row.user.email,
    language: row.user.language,
  }));
}
