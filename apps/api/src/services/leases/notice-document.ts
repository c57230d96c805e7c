import type { Language } from '@portal/domain/constants/languages';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { OTHER_VACATE_REASON } from '@portal/domain/leases/notice-to-vacate';
import { leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import { units } from '../../db/schema/units.js';
import type { ForwardingAddress } from '../../db/schema/vacate-notices.js';
import { documentText } from '../../messages/documents-text.js';
import { signedDocumentTemplates } from '../documents/document-templates.js';
import { fillTemplate, escapeMarkdownText as md } from '../documents/markdown-text.js';
import type { NoticePlaceholder } from '../documents/template-placeholders.js';
import { fillSignedText, translationLanguage } from '../documents/translated-document.js';
import { type WrittenDocument, writeSignableDocument } from '../signing/lease-document-writer.js';
import { type LeasePerson, premisesOf } from '../signing/lease-facts.js';
import { personLine, writtenDay } from '../signing/lease-markdown.js';
import type { LeaseRow } from './lease-access.js';

export interface NoticeContent {
  moveOutDate: string;
  reasons: string[];
  other: string | null;
  forwardingAddress: ForwardingAddress;
}

const addressLines = (address: ForwardingAddress) =>
  [
    address.address_street,
    address.address_line_2,
    `${address.address_city}, ${address.address_state} ${address.address_postal_code}`,
  ]
    .filter((line): line is string => Boolean(line))
    .map(md)
    .join('\n\n');

/**
 * The notice to vacate every adult resident signs: written from the community's template set
 * (content/leases/{lease_template_id}/notice-to-vacate.md, with its Spanish translation for residents
 * who read Spanish) and drawn as a PDF with a box per resident, by the same writer as the lease.
 */
export async function writeNoticeDocument(
  context: AppContext,
  lease: LeaseRow,
  signers: LeasePerson[],
  notice: NoticeContent,
): Promise<WrittenDocument> {
  const [place] = await context.db
    .select({ community: communities, landlord: companies.name, unitNumber: units.unitNumber })
    .from(units)
    .innerJoin(communities, eq(communities.id, units.communityId))
    .innerJoin(companies, eq(companies.id, communities.companyId))
    .where(eq(units.id, lease.unitId));
  if (!place) throw new Error(`Lease ${lease.id} has no unit`);
  const { community } = place;
  const now = context.clock.now();
  const templates = await signedDocumentTemplates(
    context.db,
    community,
    'notice_to_vacate',
    translationLanguage(signers),
  );
  const valuesIn = (language: Language): Record<NoticePlaceholder, string> => ({
    document_number: md(`${lease.id}-${now.getTime().toString(36)}`),
    prepared_on: md(writtenDay(todayIn(community.timezone, now), language)),
    landlord: md(place.landlord),
    premises: md(premisesOf(community, place.unitNumber, language)),
    move_out_date: md(writtenDay(notice.moveOutDate, language)),
    residents: signers.map((person) => `- ${md(personLine(person, language))}`).join('\n'),
    start_date: md(writtenDay(lease.startDate, language)),
    end_date: md(writtenDay(lease.endDate, language)),
    reasons: notice.reasons
      .map((reason) =>
        reason === OTHER_VACATE_REASON && notice.other
          ? documentText(language, 'notice_other_reason', { reason: notice.other })
          : reason,
      )
      .map((reason) => `- ${md(reason)}`)
      .join('\n'),
    forwarding_address: addressLines(notice.forwardingAddress),
    community: md(community.displayName),
    phone: md(community.contactPhone),
  });
  const text = fillSignedText(
    templates,
    (template, language) => fillTemplate(template, valuesIn(language), (value) => value),
    community.displayName,
  );
  const plan = {
    documentType: 'notice_to_vacate' as const,
    name: leaseDocumentNames.notice_to_vacate,
    signers,
  };
  return writeSignableDocument(context, plan, text, place.landlord);
}
