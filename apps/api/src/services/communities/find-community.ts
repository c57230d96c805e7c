import { MAX_RECORD_ID } from '@portal/domain/schemas/record-id';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities, communitySlugRedirects } from '../../db/schema/communities.js';
import { notFound } from '../../lib/app-error.js';

export type CommunityRow = typeof communities.$inferSelect;

const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;
/**
 * A community named in a path by its slug, a slug it had before, or its numeric id (architecture guide,
 * "The API contract"), among those `among` allows; undefined when none.
 */
export async function lookUpCommunity(
  db: Database | DatabaseTransaction,
  slugOrId: string,
  among: SQL | undefined,
): Promise<CommunityRow | undefined> {
  const byId = NUMERIC_ID.test(slugOrId) && Number(slugOrId) <= MAX_RECORD_ID;
  const slug = slugOrId.toLowerCase();
  const [community] = await db
    .select()
    .from(communities)
    .where(and(byId ? eq(communities.id, Number(slugOrId)) : eq(communities.slug, slug), among))
    .limit(1);
  if (community || byId) return community;
  const [renamed] = await db
    .select({ community: communities })
    .from(communitySlugRedirects)
    .innerJoin(communities, eq(communities.id, communitySlugRedirects.communityId))
    .where(and(eq(communitySlugRedirects.oldSlug, slug), among))
    .limit(1);
  return renamed?.community;
}

/** A published community: an unpublished one is a 404 to the public and to applicants. */
export async function findCommunity(db: Database, slugOrId: string): Promise<CommunityRow> {
  const community = await lookUpCommunity(db, slugOrId, eq(communities.published, true));
  if (!community) throw notFound('community_not_found');
  return community;
}

export function logoUrl(logoFile: string): string {
  // A community set up in Settings has no logo until one is uploaded: its name stands in for it.
  return logoFile === '' ? '' : `/api/logos/${encodeURIComponent(logoFile)}`;
}
