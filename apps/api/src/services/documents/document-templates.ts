import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import { communitySettingsSchema } from '@portal/domain/schemas/community';
import type { DocumentTemplateKind } from '@portal/domain/schemas/document-templates';
import { leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import type { communities } from '../../db/schema/communities.js';
import { documentTemplates } from '../../db/schema/document-templates.js';
import { readContentFile } from './content-files.js';
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
  const file = TEMPLATE_KINDS[kind].standardFile(community);
  return readContentFile(language === DEFAULT_LANGUAGE ? file : file.replace(/\.md$/, `.${language}.md`));
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

const TAG = /\{\{\s*([#^/]?)\s*([^{}]*?)\s*\}\}/g;

/**
 * What is wrong with a template, in words its author fixes it with: each unknown placeholder or section
 * by name, sections left open or closed twice, and braces that open no placeholder.
 */
export function templateProblems(kind: DocumentTemplateKind, body: string): string[] {
  const { title, placeholders } = TEMPLATE_KINDS[kind];
  const problems = new Set<string>();
  const open: string[] = [];
  for (const [tag, mode, name = ''] of body.matchAll(TAG)) {
    if (mode === '') {
      if (!Object.hasOwn(placeholders.samples, name)) {
        problems.add(
          `{{${name}}} is not a placeholder of the ${title}. Use one of: ${Object.keys(placeholders.samples).join(', ')}.`,
        );
      }
      continue;
    }
    if (!placeholders.sections.includes(name)) {
      problems.add(
        placeholders.sections.length > 0
          ? `{{${mode}${name}}} is not a section of the ${title}. Use one of: ${placeholders.sections.join(', ')}.`
          : `The ${title} has no optional sections: remove {{${mode}${name}}}.`,
      );
      continue;
    }
    if (tag !== `{{${mode}${name}}}`) {
      problems.add(`Write a section's tag without spaces: {{${mode}${name}}}.`);
    } else if (mode === '/') {
      if (open.at(-1) === name) open.pop();
      else problems.add(`{{/${name}}} closes a section that is not open.`);
    } else if (open.length > 0) {
      problems.add(
        `{{${mode}${name}}} opens inside {{#${open.at(-1)}}}: close one section before opening another.`,
      );
    } else {
      open.push(name);
    }
  }
  for (const name of open) problems.add(`The section {{#${name}}} is never closed with {{/${name}}}.`);
  const stray = body.replace(TAG, '');
  if (stray.includes('{{') || stray.includes('}}')) {
    problems.add('A placeholder is not written as {{name}}: check the braces.');
  }
  return [...problems];
}
