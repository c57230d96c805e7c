import { todayIn } from '@portal/domain/dates/calendar-date';
import { communitySettingsSchema } from '@portal/domain/schemas/community';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { readContentFile } from '../documents/content-files.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import { fillTemplate, keepSections } from '../documents/markdown-text.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { ownLetter } from './criminal-review-answer.js';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A 'YYYY-MM-DD' calendar day as the letter prints it: "November 27, 2026". */
const spelledOut = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * GET /api/transactions/{id}/documents/?document_type=criminal_review_letter: the letter sent to the
 * caller, from the community's letter template (content/letters/{criminal_review_letter_template_id}.md).
 */
export async function criminalReviewLetterPdf(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { db, clock } = context;
  const { transaction, letter, community } = await ownLetter(context, session, transactionId);
  const [[unit], [person]] = await Promise.all([
    db.select().from(units).where(eq(units.id, transaction.unitId)),
    db.select().from(users).where(eq(users.id, session.userId)),
  ]);
  // Read through the schema: settings stored before the setting existed get its default.
  const templateId = communitySettingsSchema.shape.criminal_review_letter_template_id.parse(
    community.settings.criminal_review_letter_template_id,
  );
  const template = await readContentFile(`letters/${templateId}.md`);
  const text = fillTemplate(keepSections(template, { has_note: letter.note !== null }), {
    sent_on: spelledOut(todayIn(community.timezone, letter.sentAt)),
    applicant_name: person ? `${person.firstName} ${person.lastName}` : '',
    home: `${community.buildingName || community.normalizedStreetAddress} Unit ${unit?.unitNumber ?? ''}`,
    community: community.displayName,
    agency: context.screening.agency.name,
    record_summary: letter.recordSummary,
    note: letter.note ?? '',
    respond_by: spelledOut(letter.respondBy),
    phone: community.contactPhone,
  });
  const pdf = await markdownToPdf(text, { title: 'Criminal Background Review', now: clock.now() });
  return { pdf, filename: `criminal-review-letter-${transaction.id}.pdf` };
}
