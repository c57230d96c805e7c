import { MAX_RECORD_ID } from '@portal/domain/schemas/record-id';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { notFound } from '../../lib/app-error.js';

export type CommunityRow = typeof communities.$inferSelect;

const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

/** A community in a path is its slug or its numeric id (architecture guide, "The API contract"). */
export async function findCommunity(db: Database, slugOrId: string): Promise<CommunityRow> {
  const byId = NUMERIC_ID.test(slugOrId) && Number(slugOrId) <= MAX_RECORD_ID;
  const [community] = await db
    .select()
    .from(communities)
    .where(byId ? eq(communities.id, Number(slugOrId)) : eq(communities.slug, slugOrId.toLowerCase()))
    .limit(1);
  if (!community) throw notFound('We could not find that community.');
  return community;
}

export function logoUrl(logoFile: string): string {
  return `/api/logos/${encodeURIComponent(logoFile)}`;
}
