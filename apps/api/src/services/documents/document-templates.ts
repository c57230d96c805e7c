import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import { communitySettingsSchema } from '@portal/domain/schemas/community';
import type { DocumentTemplateKind } from '@portal/domain/schemas/document-templates';
import { leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import type { communities } from '../../db/schema/communities.js';
import { documentTemplates } from '../../db/schema/document-templates.js';
import { type Message, message, type Text } from '../../messages/message.js';
import { readContentFileIn } from './content-files.js';
import {
  criminalReviewPlaceholders,
  leasePlaceholders,
  noticePlaceholders,
  type TemplatePlaceholders,
} from './template-placeholders.js';

type CommunityRow = typeof communities.$inferSelect;

interface TemplateKind {
  title: string;
  /** The portal's standard wording, a file under content/. */
  standardFile: (community: CommunityRow) => string;
  placeholders: TemplatePlaceholders;
}

// Read through the schema: settings stored before a setting existed get its default.
const leaseFolder = (community: CommunityRow) =>
  `leases/${communitySettingsSchema.shape.lease_template_id.parse(community.settings.lease_template_id)}`;

const leaseDocument = (file: string, kind: keyof typeof leaseDocumentNames): TemplateKind => ({
  title: leaseDocumentNames[kind],
  standardFile: (community) => `${leaseFolder(community)}/${file}`,
  placeholders: leasePlaceholders,
});

export const TEMPLATE_KINDS: Record<DocumentTemplateKind, TemplateKind> = {
  lease: leaseDocument('lease.md', 'lease'),
  pet_addendum: leaseDocument('pet-addendum.md', 'pet_addendum'),
  parking_storage_addendum: leaseDocument('parking-storage-addendum.md', 'parking_storage_addendum'),
  guarantor_agreement: leaseDocument('guarantor-agreement.md', 'guarantor_agreement'),
  lease_revision: leaseDocument('lease-revision.md', 'lease_revision'),
  lease_addendum: leaseDocument('lease-addendum.md', 'lease_addendum'),
  renters_insurance_addendum: leaseDocument('renters-insurance-addendum.md', 'renters_insurance_addendum'),
  notice_to_vacate: {
    title: leaseDocumentNames.notice_to_vacate,
    standardFile: (community) => `${leaseFolder(community)}/notice-to-vacate.md`,
    placeholders: noticePlaceholders,
  },
  criminal_review_letter: {
    title: 'Criminal Background Review Letter',
    standardFile: (community) =>
      `letters/${communitySettingsSchema.shape.criminal_review_letter_template_id.parse(
        community.settings.criminal_review_letter_template_id,
      )}.md`,
    placeholders: criminalReviewPlaceholders,
  },
};

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;

/** The community's own wording of a document, when it has one. */
export async function ownTemplate(
  db: Database | DatabaseTransaction,
  communityId: number,
  kind: DocumentTemplateKind,
): Promise<DocumentTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.communityId, communityId), eq(documentTemplates.kind, kind)));
  return row;
}

/**
 * The portal's standard wording of a document, as the community's settings choose its set: `x.md` in
 * English, `x.es.md` its Spanish translation (for the kinds translated so far).
 */
export function standardTemplate(
  community: CommunityRow,
  kind: DocumentTemplateKind,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  return readContentFileIn(TEMPLATE_KINDS[kind].standardFile(community), language);
}

/**
 * The template a document of the community is written from: its own wording, which its staff write once
 * in English as they write everything, or the standard one in the reader's language.
 */
export async function documentTemplate(
  db: Database | DatabaseTransaction,
  community: CommunityRow,
  kind: DocumentTemplateKind,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const own = await ownTemplate(db, community.id, kind);
  return own?.body ?? standardTemplate(community, kind, language);
}

/** The templates a document to sign is written from (decision 0053). */
export interface SignedTemplates {
  /** The English original: the community's own wording, or the standard one. */
  original: string;
  /** For a signer who reads another language: the standard wording in it, or null for the community's own. */
  translation: { language: Language; template: string | null } | null;
}

/**
 * The templates of a document to sign: its English original, and when `translationLanguage` is given, the
 * standard wording's translation. A community's own wording is never paired with the standard translation,
 * which says something else.
 */
export async function signedDocumentTemplates(
  db: Database | DatabaseTransaction,
  community: CommunityRow,
  kind: DocumentTemplateKind,
  translationLanguage: Language | null,
): Promise<SignedTemplates> {
  const own = await ownTemplate(db, community.id, kind);
  const original = own?.body ?? (await standardTemplate(community, kind));
  if (translationLanguage === null) return { original, translation: null };
  const template = own ? null : await standardTemplate(community, kind, translationLanguage);
  return { original, translation: { language: translationLanguage, template } };
}

const TAG = /\{\{\s*([#^/]?)\s*([^{}]*?)\s*\}\}/g;

/**
 * What is wrong with a template, in words its author fixes it with: each unknown placeholder or section
 * by name, sections left open or closed twice, and braces that open no placeholder.
 */
export function templateProblems(kind: DocumentTemplateKind, body: string): Text[] {
  const { title, placeholders } = TEMPLATE_KINDS[kind];
  // Keyed by what each says, so a mistake made twice is named once.
  const problems = new Map<string, Text>();
  const add = (text: Message) => problems.set(JSON.stringify(text), text);
  const open: string[] = [];
  for (const [tag, mode, name = ''] of body.matchAll(TAG)) {
    if (mode === '') {
      if (!Object.hasOwn(placeholders.samples, name)) {
        const names = Object.keys(placeholders.samples).join(', ');
        add(message('template_not_a_placeholder', { tag: `{{${name}}}`, title, names }));
      }
      continue;
    }
    const written = `{{${mode}${name}}}`;
    if (!placeholders.sections.includes(name)) {
      add(
        placeholders.sections.length > 0
          ? message('template_not_a_section', {
              tag: written,
              title,
              names: placeholders.sections.join(', '),
            })
          : message('template_no_sections', { tag: written, title }),
      );
      continue;
    }
    if (tag !== written) {
      add(message('template_tag_spaces', { tag: written }));
    } else if (mode === '/') {
      if (open.at(-1) === name) open.pop();
      else add(message('template_section_not_open', { tag: written }));
    } else if (open.length > 0) {
      add(message('template_section_inside', { tag: written, open: `{{#${open.at(-1)}}}` }));
    } else {
      open.push(name);
    }
  }
  for (const name of open) {
    add(message('template_section_never_closed', { open: `{{#${name}}}`, close: `{{/${name}}}` }));
  }
  const stray = body.replace(TAG, '');
  if (stray.includes('{{') || stray.includes('}}')) add(message('template_braces', { example: '{{name}}' }));
  return [...problems.values()];
}
