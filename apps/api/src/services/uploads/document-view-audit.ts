import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { criminalReviewLetters } from '../../db/schema/criminal-review-letters.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import type { ReadableUpload, UploadedFileRow } from './uploaded-files.js';

/** The application a document belongs to: attached to it, proving one of its sources, or answering a letter. */
async function applicationOf({ db }: AppContext, file: UploadedFileRow): Promise<number | null> {
  if (file.transactionId !== null) return file.transactionId;
  if (file.financialSourceId !== null) {
    const [source] = await db
      .select({ transactionId: financialSources.transactionId })
      .from(financialSources)
      .where(eq(financialSources.id, file.financialSourceId));
    return source?.transactionId ?? null;
  }
  const [letter] = await db
    .select({ transactionId: criminalReviewLetters.transactionId })
    .from(criminalReviewLetters)
    .where(sql`${criminalReviewLetters.documentIds} @> ${JSON.stringify([file.id])}::jsonb`)
    .limit(1);
  return letter?.transactionId ?? null;
}

/**
 * A staff member opened an applicant's document as staff: the application's audit log says who read
 * what, and when. The uploader reading their own file, and the household, are not recorded.
 */
export async function auditStaffDocumentView(
  context: AppContext,
  session: AuthenticatedSession,
  { file, readAs }: ReadableUpload,
): Promise<void> {
  if (readAs !== 'staff') return;
  await context.db.insert(auditLog).values({
    actorUserId: session.userId,
    subjectUserId: file.userId,
    transactionId: await applicationOf(context, file),
    action: 'document.viewed',
    details: { upload_id: file.id, name: file.originalName },
    createdAt: context.clock.now(),
  });
}
