import { actsOnCurrentLease } from '@portal/domain/constants/transaction-types';
import type { Session } from '@portal/domain/schemas/session';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// Only what this check reads: the full lease and transaction schemas would be built on the login page
// for a question that needs a count and each application's community.
const leaseCountSchema = z.object({ results: z.array(z.object({ id: z.number() })) });

const applicationCommunitiesSchema = z.object({
  transactions: z.array(z.object({ type: z.number(), community: z.object({ slug: z.string() }) })),
});

/**
 * Whether the user who just signed in lives here without applying: account set up, a lease at this
 * community and no application to it. Any failure answers false, so login still goes to the account page.
 */
export async function isResidentWithoutApplication(community: string, session: Session): Promise<boolean> {
  if (session.staff_role !== null || session.kind !== 'user' || !session.user.completed_account_setup) {
    return false;
  }
  try {
    const [leases, applications] = await Promise.all([
      apiRequest('/api/leases/', leaseCountSchema),
      apiRequest('/api/transactions/', applicationCommunitiesSchema),
    ]);
    return (
      leases.results.length > 0 &&
      // A renewal, notice or lease change is the resident's business with the lease, not an application.
      !applications.transactions.some(
        (transaction) => transaction.community.slug === community && !actsOnCurrentLease(transaction.type),
      )
    );
  } catch {
    return false;
  }
}
