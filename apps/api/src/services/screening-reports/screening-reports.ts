import type { ScreeningOutcome, ScreeningReport } from '@portal/domain/schemas/screening-report';
import type { TaxIdType } from '@portal/domain/screening/tax-id';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { screeningResults, screenings } from '../../db/schema/screenings.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';

/** /screening-reports exists only where the community configuration allows retrieval. */
export async function assertReportsOffered(db: Database, communityId: number): Promise<void> {
  const [community] = await db
    .select({ settings: communities.settings })
    .from(communities)
    .where(eq(communities.id, communityId));
  if (!community?.settings.allow_screening_reports_retrieval)
    throw new AppError('PermissionDenied', 'reports_not_offered');
}

export interface ReportFilter {
  /** Only the screening on this application. */
  transactionId?: number;
  /** Only this screening. */
  screeningId?: number;
}

/**
 * The screenings whose subject is the user, newest first, with what each category found. Nobody else's:
 * the subject is the applicant the screening was run for, and the applicant belongs to one user.
 */
export async function listScreeningReports(
  db: Database,
  userId: number,
  filter: ReportFilter = {},
): Promise<ScreeningReport[]> {
  const rows = await db
    .select({
      screening: screenings,
      communityName: communities.displayName,
      unitNumber: units.unitNumber,
    })
    .from(screenings)
    .innerJoin(applicants, eq(applicants.id, screenings.applicantId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, screenings.transactionId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(
      and(
        eq(applicants.userId, userId),
        filter.transactionId === undefined ? undefined : eq(screenings.transactionId, filter.transactionId),
        filter.screeningId === undefined ? undefined : eq(screenings.id, filter.screeningId),
      ),
    )
    .orderBy(desc(screenings.createdAt), desc(screenings.id));
  if (rows.length === 0) return [];
  const results = await db
    .select()
    .from(screeningResults)
    .where(
      inArray(
        screeningResults.screeningId,
        rows.map((row) => row.screening.id),
      ),
    )
    .orderBy(asc(screeningResults.category));
  return rows.map(({ screening, communityName, unitNumber }) => ({
    id: screening.id,
    transaction_id: screening.transactionId,
    community: { display_name: communityName },
    unit_number: unitNumber,
    screened_at: screening.createdAt.toISOString(),
    tax_id_type: screening.taxIdType as TaxIdType,
    tax_id_last4: screening.taxIdLast4,
    results: results
      .filter((result) => result.screeningId === screening.id)
      .map((result) => ({
        category: result.category,
        outcome: result.outcome as ScreeningOutcome,
        summary: result.summary,
        credit_score: result.creditScore,
      })),
  }));
}
