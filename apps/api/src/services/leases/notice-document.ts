import { roleByCode } from '@portal/domain/constants/roles';
import { spelledOutDate, todayIn } from '@portal/domain/dates/calendar-date';
import { OTHER_VACATE_REASON } from '@portal/domain/leases/notice-to-vacate';
import { leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import { units } from '../../db/schema/units.js';
import type { ForwardingAddress } from '../../db/schema/vacate-notices.js';
import { documentTemplate } from '../documents/document-templates.js';
import { fillTemplate, escapeMarkdownText as md } from '../documents/markdown-text.js';
import type { NoticePlaceholder } from '../documents/template-placeholders.js';
import { type WrittenDocument, writeSignableDocument } from '../signing/lease-document-writer.js';
import type { LeasePerson } from '../signing/lease-facts.js';
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
 * (content/leases/{lease_template_id}/notice-to-vacate.md) and drawn as a PDF with a box per resident,
 * by the same writer as the lease.
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
  const template = await documentTemplate(context.db, community, 'notice_to_vacate');
  const reasons = notice.reasons.map((reason) =>
    reason === OTHER_VACATE_REASON && notice.other ? `Other: ${notice.other}` : reason,
  );
  const values: Record<NoticePlaceholder, string> = {
    document_number: md(`${lease.id}-${now.getTime().toString(36)}`),
    prepared_on: md(spelledOutDate(todayIn(community.timezone, now))),
    landlord: md(place.landlord),
    premises: md(
      `${community.buildingName || community.normalizedStreetAddress} Unit ${place.unitNumber}, ${community.normalizedStreetAddress}`,
    ),
    move_out_date: md(spelledOutDate(notice.moveOutDate)),
    residents: signers
      .map((person) => `- ${md(`${person.name} (${roleByCode(person.role)?.label ?? 'Resident'})`)}`)
      .join('\n'),
    start_date: md(spelledOutDate(lease.startDate)),
    end_date: md(spelledOutDate(lease.endDate)),
    reasons: reasons.map((reason) => `- ${md(reason)}`).join('\n'),
    forwarding_address: addressLines(notice.forwardingAddress),
    community: md(community.displayName),
    phone: md(community.contactPhone),
  };
  const markdown = fillTemplate(template, values, (value) => value);
  const plan = {
    documentType: 'notice_to_vacate' as const,
    name: leaseDocumentNames.notice_to_vacate,
    signers,
  };
  return writeSignableDocument(context, plan, markdown, place.landlord);
}
