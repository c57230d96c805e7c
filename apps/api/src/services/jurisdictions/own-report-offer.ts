import { type PortableReportOffer, portableReportOffer } from '@portal/domain/jurisdictions/portable-report';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { ownScreeningReports } from '../../db/schema/jurisdictions.js';
import type { CommunityRow } from '../communities/find-community.js';
import { lawsOfCommunity } from './rule-overrides.js';

/** Whether the community's laws let an applicant's own report stand for the screening fee, and how. */
export async function ownReportOfferOf(
  db: Database | DatabaseTransaction,
  community: Pick<CommunityRow, 'id' | 'normalizedStreetAddress' | 'settings'>,
): Promise<PortableReportOffer | null> {
  const { rules } = await lawsOfCommunity(db, community);
  return portableReportOffer(rules, community.settings.accept_portable_screening_reports);
}

/**
 * The applicants of a transaction whose own report stands for their screening fee: given (pending) or
 * accepted; a report staff found not acceptable leaves the fee due again.
 */
export async function applicantsWaivedByOwnReport(
  db: Database | DatabaseTransaction,
  transactionId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ applicantId: ownScreeningReports.applicantId })
    .from(ownScreeningReports)
    .where(
      and(
        eq(ownScreeningReports.transactionId, transactionId),
        inArray(ownScreeningReports.status, ['pending', 'accepted']),
      ),
    );
  return new Set(rows.map((row) => row.applicantId));
}
