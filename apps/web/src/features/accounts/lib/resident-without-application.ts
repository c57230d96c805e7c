import { actsOnCurrentLease } from '@portal/domain/constants/transaction-types';
import type { Session } from '@portal/domain/schemas/session';
import { apiRequest } from '../../../lib/api-client';

// Only what this check reads of the lease list and the applications.
interface LeaseCount {
  results: { id: number }[];
}
interface ApplicationCommunities {
  transactions: { type: number; community: { slug: string } }[];
}

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
      apiRequest<LeaseCount>('/api/leases/'),
      apiRequest<ApplicationCommunities>('/api/transactions/'),
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
