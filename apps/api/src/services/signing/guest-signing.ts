import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { GuestSigning } from '@portal/domain/schemas/signing';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { signerRows, signingStateOf } from './signer-documents.js';

/** GET /api/guest-signing/: the lease a guest signer was asked to sign (their latest), and where it stands. */
export async function guestSigning(
  context: AppContext,
  session: AuthenticatedSession,
): Promise<GuestSigning> {
  const [latest] = await context.db
    .select({ transaction: leaseTransactions, community: communities })
    .from(documentSigners)
    .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(eq(documentSigners.userId, session.userId))
    .orderBy(desc(documentSigners.id))
    .limit(1);
  if (!latest) throw notFound('There is nothing for you to sign.');
  const { transaction, community } = latest;
  return {
    transaction_id: transaction.id,
    community: { slug: community.slug, display_name: community.displayName },
    executed: transaction.status === ApplicationStatus.Completed,
    ...signingStateOf(await signerRows(context.db, transaction.id, session.userId)),
  };
}
