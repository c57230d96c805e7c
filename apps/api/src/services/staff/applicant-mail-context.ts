import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';

/** Who an e-mail about an application goes to, and what it names: undefined once they left it. */
export async function applicantMailContext(db: Database, applicantId: number) {
  const [row] = await db
    .select({
      community: communities,
      unitNumber: units.unitNumber,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, applicants.leaseTransactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .where(eq(applicants.id, applicantId));
  return row;
}
