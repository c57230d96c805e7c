import type { CommunitySummary } from '@portal/domain/schemas/community';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { logoUrl } from './find-community.js';

/** The published communities, by name: the public list. */
export async function listCommunities(db: Database): Promise<CommunitySummary[]> {
  const rows = await db
    .select()
    .from(communities)
    .where(eq(communities.published, true))
    .orderBy(asc(communities.displayName));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    display_name: row.displayName,
    normalized_street_address: row.normalizedStreetAddress,
    logo: logoUrl(row.logo),
    background: row.background,
  }));
}
