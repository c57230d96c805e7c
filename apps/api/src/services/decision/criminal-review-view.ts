import type { CriminalReview } from '@portal/domain/schemas/criminal-review';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { criminalReviewLetters } from '../../db/schema/criminal-review-letters.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { users } from '../../db/schema/users.js';

export type CriminalReviewLetterRow = typeof criminalReviewLetters.$inferSelect;

/** Still open for an answer: not answered, and today (in the community's calendar) is not past respond_by. */
export function canRespond(letter: CriminalReviewLetterRow, today: string): boolean {
  return letter.respondedAt === null && today <= letter.respondBy;
}

/** Letters as staff and their addressees read them, with the answering documents' names. */
export async function describeLetters(
  { db }: AppContext,
  letters: readonly CriminalReviewLetterRow[],
  today: string,
): Promise<CriminalReview[]> {
  if (letters.length === 0) return [];
  const documentIds = letters.flatMap((letter) => letter.documentIds);
  const [people, documents] = await Promise.all([
    db
      .select({ applicantId: applicants.id, firstName: users.firstName, lastName: users.lastName })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(
        inArray(
          applicants.id,
          letters.map((letter) => letter.applicantId),
        ),
      ),
    documentIds.length
      ? db
          .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
          .from(uploadedFiles)
          .where(inArray(uploadedFiles.id, documentIds))
      : Promise.resolve([]),
  ]);
  return letters.map((letter) => {
    const person = people.find((row) => row.applicantId === letter.applicantId);
    return {
      id: letter.id,
      applicant_id: letter.applicantId,
      applicant_name: person ? `${person.firstName} ${person.lastName}` : '',
      record_summary: letter.recordSummary,
      note: letter.note,
      sent_at: letter.sentAt.toISOString(),
      respond_by: letter.respondBy,
      can_respond: canRespond(letter, today),
      response:
        letter.respondedAt === null
          ? null
          : {
              statement: letter.statement ?? '',
              documents: letter.documentIds.map((id) => ({
                id,
                name: documents.find((document) => document.id === id)?.name ?? 'Document',
              })),
              responded_at: letter.respondedAt.toISOString(),
            },
    };
  });
}

/** Every letter of an application, oldest first. */
export function lettersOf({ db }: AppContext, transactionId: number) {
  return db
    .select()
    .from(criminalReviewLetters)
    .where(eq(criminalReviewLetters.transactionId, transactionId))
    .orderBy(asc(criminalReviewLetters.sentAt), asc(criminalReviewLetters.id));
}
