import { DEFAULT_LANGUAGE, type Language, localeOf } from '@portal/domain/constants/languages';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { documentText } from '../../messages/documents-text.js';
import { documentTemplate } from '../documents/document-templates.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import { fillTemplate, keepSections } from '../documents/markdown-text.js';
import type { CriminalReviewPlaceholder } from '../documents/template-placeholders.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { ownLetter } from './criminal-review-answer.js';
import { screeningAgencyOf } from './screening-agency.js';

/** A 'YYYY-MM-DD' calendar day as the letter prints it: "November 27, 2026", "27 de noviembre de 2026". */
const spelledOut = (isoDate: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * GET /api/transactions/{id}/documents/?document_type=criminal_review_letter: the letter sent to the
 * caller, from the community's template of the letter (its own, or content/letters/{criminal_review_letter_template_id}.md,
 * .es.md in Spanish), in the caller's language.
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
  const language = person?.language ?? DEFAULT_LANGUAGE;
  const template = await documentTemplate(db, community, 'criminal_review_letter', language);
  const values: Record<CriminalReviewPlaceholder, string> = {
    sent_on: spelledOut(todayIn(community.timezone, letter.sentAt), language),
    applicant_name: person ? `${person.firstName} ${person.lastName}` : '',
    home: documentText(language, 'home', {
      building: community.buildingName || community.normalizedStreetAddress,
      unit: unit?.unitNumber ?? '',
    }),
    community: community.displayName,
    agency: screeningAgencyOf(context, community).name,
    record_summary: letter.recordSummary,
    note: letter.note ?? '',
    respond_by: spelledOut(letter.respondBy, language),
    phone: community.contactPhone,
  };
  const text = fillTemplate(keepSections(template, { has_note: letter.note !== null }), values);
  const pdf = await markdownToPdf(text, {
    title: documentText(language, 'criminal_review_letter_title'),
    now: clock.now(),
  });
  return { pdf, filename: `criminal-review-letter-${transaction.id}.pdf` };
}
