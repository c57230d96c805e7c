import type { CommunitySettings } from '@portal/domain/schemas/community';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { onePer } from '../../lib/one-per.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/**
 * How long an instance serves a community's configuration and settings before reading them again when it
 * cannot hear the database's change notices; while it hears them, a change empties them at once
 * (docs/architecture.md, "Several instances").
 */
export const CONFIGURATION_CACHE_TTL_MS = 10_000;

const settingsCacheOf = onePer(
  (context: AppContext) => new TtlCache<CommunitySettings>(context.clock, CONFIGURATION_CACHE_TTL_MS),
);

/** The database says a community changed (docs/decisions/0013): read the settings again. */
export function forgetCommunitySettings(context: AppContext): void {
  settingsCacheOf(context).clear();
}

/**
 * A community's settings for what pages show (income tips and the like), read at most once per TTL by
 * each instance. Amounts that are charged or decided never come from here: they read the database.
 */
export function cachedCommunitySettings(
  context: AppContext,
  communityId: number,
): Promise<CommunitySettings> {
  return settingsCacheOf(context).getOrLoad(String(communityId), async () => {
    const [community] = await context.db
      .select({ settings: communities.settings })
      .from(communities)
      .where(eq(communities.id, communityId));
    if (!community) throw new Error(`Community ${communityId} is missing`);
    return community.settings;
  });
}
