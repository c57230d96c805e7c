import { actsOnCurrentLease } from '@portal/domain/constants/transaction-types';
import type { LeaseList } from '@portal/domain/schemas/lease';
import type { LeaseTransactionList } from '@portal/domain/schemas/lease-transaction';
import type { Session } from '@portal/domain/schemas/session';
import { apiRequest } from '@/lib/api-client';

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
      apiRequest<LeaseList>('/api/leases/'),
      apiRequest<LeaseTransactionList>('/api/transactions/'),
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
