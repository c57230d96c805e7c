import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { GuestSigning } from '@portal/domain/schemas/signing';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import { signerRows, signingStateOf } from './signer-documents.js';

/**
 * GET /api/guest-signing/: the transaction a guest signer was last asked to sign at the session's
 * community, as far as the lease-signed and lease-executed pages need it (decision 0029). Only the
 * places staff gave them as a guest count (no applicant of their own), so an account holder's own
 * applications never show through it.
 */
export async function guestSigning(
  context: AppContext,
  session: AuthenticatedSession,
): Promise<GuestSigning> {
  const [latest] = await context.db
    .select({
      transactionId: leaseTransactions.id,
      status: leaseTransactions.status,
      unitNumber: units.unitNumber,
      buildingName: communities.buildingName,
      streetAddress: communities.normalizedStreetAddress,
    })
    .from(documentSigners)
    .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .where(
      and(
        eq(documentSigners.userId, session.userId),
        isNull(documentSigners.applicantId),
        eq(leaseTransactions.communityId, session.communityId),
      ),
    )
    .orderBy(desc(documentSigners.id))
    .limit(1);
  if (!latest) throw notFound('nothing_to_sign');
  return {
    transaction_id: latest.transactionId,
    executed: latest.status === ApplicationStatus.Completed,
    unit: {
      unit_number: latest.unitNumber,
      building: { name: latest.buildingName, ...splitBuildingAddress(latest.streetAddress) },
    },
    ...signingStateOf(await signerRows(context.db, latest.transactionId, session.userId)),
  };
}
