import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq, min } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { screeningResults, screenings } from '../../db/schema/screenings.js';
import type { CommunityRow } from '../communities/find-community.js';
import { applicationDay, findingsTheLawAllows } from './records-left-out.js';
import { lawsOfCommunity } from './rule-overrides.js';

/**
 * The criminal records on an application that need a person's review and that the law of the community's
 * place lets be considered: one held for review, or sent a review letter, for a record the law leaves out
 * would weigh it all the same. Measured back from the day the application was submitted (today while it
 * is being submitted).
 */
export async function criminalRecordsToReview(
  db: Database | DatabaseTransaction,
  community: Pick<CommunityRow, 'id' | 'normalizedStreetAddress' | 'timezone'>,
  transactionId: number,
  now: Date,
): Promise<{ applicantId: number; summary: string }[]> {
  const found = await db
    .select({
      applicantId: screenings.applicantId,
      summary: screeningResults.summary,
      category: screeningResults.category,
      outcome: screeningResults.outcome,
      record_date: screeningResults.recordDate,
    })
    .from(screeningResults)
    .innerJoin(screenings, eq(screenings.id, screeningResults.screeningId))
    .where(
      and(
        eq(screenings.transactionId, transactionId),
        eq(screeningResults.category, ScreeningCategory.Criminal),
        eq(screeningResults.outcome, 'review'),
      ),
    );
  if (found.length === 0) return [];
  // One query after the other: inside a database transaction they share a connection.
  const [submitted] = await db
    .select({ at: min(transactionEvents.createdAt) })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, transactionId),
        eq(transactionEvents.event, TransactionStep.Submitted),
      ),
    );
  const laws = await lawsOfCommunity(db, community);
  const applied = applicationDay(community.timezone, submitted?.at ?? null, now);
  return findingsTheLawAllows(laws.rules, applied, found).considered.map(({ applicantId, summary }) => ({
    applicantId,
    summary,
  }));
}
