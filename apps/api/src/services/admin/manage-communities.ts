import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CommunityDefinition,
  type communityChangeSchema,
  communityDefinitionSchema,
} from '@portal/domain/schemas/community-definition';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { communities, communitySlugRedirects } from '../../db/schema/communities.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { AppError, invalidFields } from '../../lib/app-error.js';
import { type CommunityRow, logoUrl } from '../communities/find-community.js';
import { refuseUnlawfulSettings } from '../jurisdictions/refuse-unlawful-settings.js';
import { ruleOverridesOf } from '../jurisdictions/rule-overrides.js';
import type { SignedInSession } from '../sessions/sessions.js';
import {
  communitiesOf,
  findStaffCommunity,
  requireCompanyAdmin,
  requireStaffMember,
  type StaffMemberRow,
} from '../staff/staff-member.js';
import {
  assertSlugFree,
  exportCommunityDefinition,
  saveCommunityDefinition,
} from './community-definitions.js';
import { checkedLogo } from './logo-image.js';
import { recordSettingsChange } from './settings-audit.js';

/** What a PATCH sends: any of the definition's fields, checked once merged with the community's own. */
export type CommunityChange = z.infer<typeof communityChangeSchema>;

/** A field of fields (theme, settings…) changes field by field; anything else sent replaces it as it is. */
function merged(before: object, sent: unknown): unknown {
  if (sent === undefined) return before;
  return sent !== null && typeof sent === 'object' && !Array.isArray(sent) ? { ...before, ...sent } : sent;
}

/** An admin, or a manager who works in the community; a community they do not work in is a 404. */
export async function requireSettingsAccess(
  context: AppContext,
  session: SignedInSession,
  slug: string,
): Promise<{ staff: StaffMemberRow; community: CommunityRow }> {
  const staff = await requireStaffMember(context.db, session, 'settings_forbidden');
  const community = await findStaffCommunity(context.db, staff, slug);
  if (staff.role === 'leasing_agent') throw new AppError('PermissionDenied', 'settings_forbidden');
  return { staff, community };
}

/** The top-level fields whose value differs, as `before` and `after` halves (units by their number). */
function difference(before: CommunityDefinition | null, after: CommunityDefinition) {
  const changed = Object.keys(after).filter(
    (key) =>
      JSON.stringify(before?.[key as keyof CommunityDefinition]) !==
      JSON.stringify(after[key as keyof CommunityDefinition]),
  ) as (keyof CommunityDefinition)[];
  const pick = (definition: CommunityDefinition | null) =>
    definition ? Object.fromEntries(changed.map((key) => [key, definition[key]])) : null;
  return { before: pick(before), after: pick(after) ?? {} };
}

export interface AdminCommunity {
  id: number;
  slug: string;
  display_name: string;
  published: boolean;
  units: number;
}

/** GET /api/admin/communities/: the communities whose settings the caller may see, by name. */
export async function listAdminCommunities(
  context: AppContext,
  session: SignedInSession,
): Promise<AdminCommunity[]> {
  const staff = await requireStaffMember(context.db, session, 'settings_forbidden');
  if (staff.role === 'leasing_agent') throw new AppError('PermissionDenied', 'settings_forbidden');
  const rows = await context.db
    .select({
      id: communities.id,
      slug: communities.slug,
      display_name: communities.displayName,
      published: communities.published,
      units: count(units.id),
    })
    .from(communities)
    .leftJoin(units, eq(units.communityId, communities.id))
    .where(communitiesOf(staff))
    .groupBy(communities.id)
    .orderBy(communities.displayName);
  return rows;
}

/** POST /api/admin/communities/: a new community of the admin's company, unpublished unless it says so. */
export async function createCommunity(
  context: AppContext,
  session: SignedInSession,
  definition: CommunityDefinition,
): Promise<{ id: number; slug: string }> {
  const staff = await requireCompanyAdmin(context.db, session, 'community_admins_only');
  refuseUnlawfulSettings(null, definition, context.clock.now());
  return context.db.transaction(async (tx) => {
    await assertSlugFree(tx, definition.slug, null);
    const saved = await saveCommunityDefinition(tx, staff.companyId, definition, { publishNew: false });
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: saved.id,
      action: 'community.created',
      after: await exportCommunityDefinition(tx, saved.id),
    });
    return { id: saved.id, slug: saved.slug };
  });
}

/**
 * PATCH /api/admin/communities/{slug}/: the fields sent replace the community's (theme, settings,
 * screening policy and renewals field by field; units by number, none removed), checked as a whole by the
 * definition's schema, in one transaction with an audit row of what changed. A new slug keeps the old
 * one leading to the community.
 */
export async function changeCommunity(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  change: CommunityChange,
): Promise<CommunityDefinition> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  return context.db.transaction(async (tx) => {
    const before = await exportCommunityDefinition(tx, community.id);
    const checked = communityDefinitionSchema.safeParse({
      ...before,
      ...change,
      units: change.units ?? [],
      theme: merged(before.theme, change.theme),
      settings: merged(before.settings, change.settings),
      screening_policy: merged(before.screening_policy, change.screening_policy),
      renewals: merged(before.renewals, change.renewals),
    });
    if (!checked.success) throw invalidFields(checked.error.issues);
    const wanted = checked.data;
    if (wanted.slug !== community.slug) await renameCommunity(tx, community, wanted.slug);
    await saveCommunityDefinition(tx, staff.companyId, wanted, { publishNew: false });
    const after = await exportCommunityDefinition(tx, community.id);
    refuseUnlawfulSettings(before, after, context.clock.now(), await ruleOverridesOf(tx, community.id));
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'community.changed',
      ...difference(before, after),
    });
    return after;
  });
}

async function renameCommunity(tx: DatabaseTransaction, community: CommunityRow, slug: string) {
  await assertSlugFree(tx, slug, community.id);
  // Its own former slug can be taken back: that address stops redirecting.
  await tx.delete(communitySlugRedirects).where(eq(communitySlugRedirects.oldSlug, slug));
  await tx
    .insert(communitySlugRedirects)
    .values({ oldSlug: community.slug, communityId: community.id })
    .onConflictDoNothing();
  await tx.update(communities).set({ slug }).where(eq(communities.id, community.id));
}

/**
 * POST /api/admin/import/: creates or updates the admin's company's communities from the fixture's
 * shape, all or nothing. A slug another company has is refused; a `company` key is ignored.
 */
export async function importCommunities(
  context: AppContext,
  session: SignedInSession,
  definitions: CommunityDefinition[],
): Promise<{ created: string[]; updated: string[] }> {
  const staff = await requireCompanyAdmin(context.db, session, 'community_admins_only');
  return context.db.transaction(async (tx) => {
    const result = { created: [] as string[], updated: [] as string[] };
    for (const definition of definitions) {
      const [existing] = await tx
        .select({ id: communities.id })
        .from(communities)
        .where(eq(communities.slug, definition.slug));
      const before = existing ? await exportCommunityDefinition(tx, existing.id) : null;
      const saved = await saveCommunityDefinition(tx, staff.companyId, definition, { publishNew: false });
      const after = await exportCommunityDefinition(tx, saved.id);
      refuseUnlawfulSettings(before, after, context.clock.now(), await ruleOverridesOf(tx, saved.id));
      await recordSettingsChange(tx, context, {
        session,
        staff,
        communityId: saved.id,
        action: saved.created ? 'community.imported' : 'community.changed',
        ...difference(before, after),
      });
      (saved.created ? result.created : result.updated).push(saved.slug);
    }
    return result;
  });
}

/** GET /api/admin/communities/{slug}/export/: the community in the import's shape. */
export async function exportCommunity(
  context: AppContext,
  session: SignedInSession,
  slug: string,
): Promise<CommunityDefinition> {
  const { community } = await requireSettingsAccess(context, session, slug);
  return exportCommunityDefinition(context.db, community.id);
}

export interface CommunityHistoryEntry {
  id: number;
  at: string;
  actor: { user_id: number; name: string } | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/admin/communities/{slug}/history/: its settings changes, newest first. */
export async function communityHistory(
  context: AppContext,
  session: SignedInSession,
  slug: string,
): Promise<CommunityHistoryEntry[]> {
  const { community } = await requireSettingsAccess(context, session, slug);
  const rows = await context.db
    .select({ entry: auditLog, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.communityId, community.id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map(({ entry, firstName, lastName, email }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor:
      entry.actorUserId === null
        ? null
        : {
            user_id: entry.actorUserId,
            name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || (email ?? ''),
          },
    action: entry.action,
    before: entry.before,
    after: entry.after,
  }));
}

/** Where an uploaded logo rests: its community and content, so a new logo is a new address. */
export const UPLOADED_LOGO = /^(logo-c[0-9]{1,10}-[a-f0-9]{16})\.(svg|png|jpg)$/;

/**
 * POST /api/admin/communities/{slug}/logo/: the checked logo (see `checkedLogo`) becomes the community's,
 * stored in the shared file store, audited; the old one stays for pages still showing it.
 */
export async function replaceLogo(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  upload: Buffer,
): Promise<{ logo: string }> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  const logo = await checkedLogo(upload);
  const key = `logo-c${community.id}-${createHash('sha256').update(logo.bytes).digest('hex').slice(0, 16)}`;
  await context.fileStore.save(key, Readable.from([logo.bytes]));
  const file = `${key}.${logo.extension}`;
  await context.db.transaction(async (tx) => {
    await tx.update(communities).set({ logo: file }).where(eq(communities.id, community.id));
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'community.changed',
      before: { theme: { logo: community.logo } },
      after: { theme: { logo: file } },
    });
  });
  return { logo: logoUrl(file) };
}

/** GET /api/logos/{file} of an uploaded logo: its bytes and type, or undefined for any other name. */
export async function openUploadedLogo(
  context: AppContext,
  file: string,
): Promise<{ body: Readable; contentType: string } | undefined> {
  const match = UPLOADED_LOGO.exec(file);
  if (!match?.[1]) return undefined;
  const contentType = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg' }[
    match[2] as 'svg' | 'png' | 'jpg'
  ];
  try {
    return { body: await context.fileStore.open(match[1]), contentType };
  } catch {
    return undefined;
  }
}
