import { TransactionType } from '@portal/domain/constants/transaction-types';
import { leaseListSchema } from '@portal/domain/schemas/lease';
import type { Session } from '@portal/domain/schemas/session';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const applicationCommunitiesSchema = z.object({
  transactions: z.array(z.object({ type: z.number(), community: z.object({ slug: z.string() }) })),
});

/** What a resident asks for on their lease (a renewal, a notice) is not an application for a home. */
const applicationTypes: readonly number[] = [TransactionType.Application, TransactionType.Transfer];

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
      apiRequest('/api/leases/', leaseListSchema),
      apiRequest('/api/transactions/', applicationCommunitiesSchema),
    ]);
    return (
      leases.results.length > 0 &&
      !applications.transactions.some(
        (transaction) =>
          transaction.community.slug === community && applicationTypes.includes(transaction.type),
      )
    );
  } catch {
    return false;
  }
}
