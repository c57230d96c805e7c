import type { CommunitySummary } from '@portal/domain/schemas/community';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { logoUrl } from './find-community.js';

export async function listCommunities(db: Database): Promise<CommunitySummary[]> {
  const rows = await db.select().from(communities).orderBy(asc(communities.displayName));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    display_name: row.displayName,
    normalized_street_address: row.normalizedStreetAddress,
    logo: logoUrl(row.logo),
    background: row.background,
  }));
}
