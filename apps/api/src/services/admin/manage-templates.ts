import {
  type DocumentTemplate,
  type DocumentTemplateKind,
  type DocumentTemplateSummary,
  documentTemplateKinds,
} from '@portal/domain/schemas/document-templates';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { documentTemplates } from '../../db/schema/document-templates.js';
import { AppError } from '../../lib/app-error.js';
import type { Text } from '../../messages/message.js';
import type { CommunityRow } from '../communities/find-community.js';
import { screeningAgencyOf } from '../decision/screening-agency.js';
import {
  documentTemplate,
  ownTemplate,
  standardTemplate,
  TEMPLATE_KINDS,
  templateProblems,
} from '../documents/document-templates.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import { fillTemplate, keepSections, escapeMarkdownText as md } from '../documents/markdown-text.js';
import { DEFAULT_PRICING_DISCLAIMER } from '../documents/text-documents.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import { requireSettingsAccess } from './manage-communities.js';
import { recordSettingsChange } from './settings-audit.js';

const refused = (problems: Text[]) =>
  new AppError('ValidationError', problems[0] ?? 'template_not_valid', { body: problems });

/** GET …/templates/: every document the community words, and whether it has its own wording. */
export async function listTemplates(
  context: AppContext,
  session: SignedInSession,
  slug: string,
): Promise<DocumentTemplateSummary[]> {
  const { community } = await requireSettingsAccess(context, session, slug);
  const own = await context.db
    .select({ kind: documentTemplates.kind, updatedAt: documentTemplates.updatedAt })
    .from(documentTemplates)
    .where(eq(documentTemplates.communityId, community.id));
  return documentTemplateKinds.map((kind) => {
    const row = own.find((candidate) => candidate.kind === kind);
    return {
      kind,
      title: TEMPLATE_KINDS[kind].title,
      customized: row !== undefined,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  });
}

async function describeTemplate(
  context: AppContext,
  community: CommunityRow,
  kind: DocumentTemplateKind,
): Promise<DocumentTemplate> {
  const own = await ownTemplate(context.db, community.id, kind);
  const { title, placeholders } = TEMPLATE_KINDS[kind];
  return {
    kind,
    title,
    customized: own !== undefined,
    updated_at: own?.updatedAt.toISOString() ?? null,
    body: own?.body ?? (await standardTemplate(community, kind)),
    placeholders: Object.keys(placeholders.samples),
    sections: [...placeholders.sections],
  };
}

/** GET …/templates/{kind}/: the wording in use, with the placeholders and sections it may use. */
export async function readTemplate(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  kind: DocumentTemplateKind,
): Promise<DocumentTemplate> {
  const { community } = await requireSettingsAccess(context, session, slug);
  return describeTemplate(context, community, kind);
}

/** PUT …/templates/{kind}/: the community's own wording, refused while a placeholder is unknown. */
export async function saveTemplate(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  kind: DocumentTemplateKind,
  body: string,
): Promise<DocumentTemplate> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  const problems = templateProblems(kind, body);
  if (problems.length > 0) throw refused(problems);
  await context.db.transaction(async (tx) => {
    const before = await ownTemplate(tx, community.id, kind);
    const now = context.clock.now();
    await tx
      .insert(documentTemplates)
      .values({ communityId: community.id, kind, body, updatedAt: now, updatedBy: session.userId })
      .onConflictDoUpdate({
        target: [documentTemplates.communityId, documentTemplates.kind],
        set: { body, updatedAt: now, updatedBy: session.userId },
      });
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'template.saved',
      before: { kind, body: before?.body ?? null },
      after: { kind, body },
    });
  });
  return describeTemplate(context, community, kind);
}

/** DELETE …/templates/{kind}/: back to the standard wording. */
export async function resetTemplate(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  kind: DocumentTemplateKind,
): Promise<void> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  await context.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(documentTemplates)
      .where(and(eq(documentTemplates.communityId, community.id), eq(documentTemplates.kind, kind)))
      .returning();
    if (!removed) return;
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'template.reset',
      before: { kind, body: removed.body },
      after: { kind, body: null },
    });
  });
}

/**
 * POST …/templates/{kind}/preview/: the document as a PDF, written from the given wording (or the one in
 * use) for a sample application at this community, every optional section shown.
 */
export async function previewTemplate(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  kind: DocumentTemplateKind,
  body: string | undefined,
): Promise<Uint8Array> {
  const { community } = await requireSettingsAccess(context, session, slug);
  const template = body ?? (await documentTemplate(context.db, community, kind));
  const problems = templateProblems(kind, template);
  if (problems.length > 0) throw refused(problems);
  const [company] = await context.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, community.companyId));
  const fromCommunity: Record<string, string> = {
    company: company?.name ?? community.displayName,
    community: community.displayName,
    state: splitBuildingAddress(community.normalizedStreetAddress).state || 'the state',
    building: community.buildingName || community.normalizedStreetAddress,
    address: community.normalizedStreetAddress,
    phone: community.contactPhone,
    pricing_disclaimer: community.settings.leasing_pricing_disclaimer.trim() || DEFAULT_PRICING_DISCLAIMER,
    agency: screeningAgencyOf(context, community).name,
  };
  const { title, placeholders } = TEMPLATE_KINDS[kind];
  const values = Object.fromEntries(
    Object.entries(placeholders.samples).map(([name, sample]) => [
      name,
      sample.replace(/\{([a-z_]+)\}/g, (_match, key: string) => md(fromCommunity[key] ?? key)),
    ]),
  );
  const everySection = Object.fromEntries(placeholders.sections.map((section) => [section, true]));
  const text = fillTemplate(keepSections(template, everySection), values, (value) => value);
  return markdownToPdf(text, { title: `${title} (sample)`, now: context.clock.now() });
}
