import type { ScreeningReport } from '@portal/domain/schemas/screening-report';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertReportsOffered, listScreeningReports } from './screening-reports.js';
import { SCREENING_REPORTS_TOPIC } from './screening-reports-mail.js';

/**
 * PATCH /api/transaction/{id}/provide-screening-reports/: the applicant asks for a copy of the reports
 * their screening on this application produced. They are e-mailed where to download them (the mail goes
 * through the outbox, so a slow mail server never fails the request) and get the reports in the answer.
 */
export async function provideScreeningReports(
  context: AppContext,
  { transaction, applicant }: TransactionAccess,
  /** Where users reach the portal, for the link in the e-mail. */
  origin: string,
): Promise<{ sent_to: string; screening_reports: ScreeningReport[] }> {
  const { db, clock } = context;
  await assertReportsOffered(db, transaction.communityId);
  const reports = await listScreeningReports(db, applicant.userId, { transactionId: transaction.id });
  if (reports.length === 0) throw new AppError('Conflict', 'not_screened_yet');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, applicant.userId));
  const [community] = await db
    .select({ slug: communities.slug })
    .from(communities)
    .where(eq(communities.id, transaction.communityId));
  if (!user || !community) throw new Error(`Applicant ${applicant.id} has no user or community`);
  await enqueueOutboxMessage(db, clock, SCREENING_REPORTS_TOPIC, {
    user_id: applicant.userId,
    transaction_id: transaction.id,
    link: `${origin}/${community.slug}/screening-reports`,
  });
  return { sent_to: user.email, screening_reports: reports };
}
