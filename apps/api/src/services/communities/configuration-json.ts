import { communityConfigurationSchema } from '@portal/domain/schemas/community';
import type { AppContext } from '../../app-context.js';
import { onePer } from '../../lib/one-per.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { CONFIGURATION_CACHE_TTL_MS } from './community-settings.js';
import { getCommunityConfiguration } from './get-community-configuration.js';

const configurationJsonCacheOf = onePer(
  (context: AppContext) => new TtlCache<string>(context.clock, CONFIGURATION_CACHE_TTL_MS),
);

/**
 * A community's configuration (slug or numeric id) as `GET /api/communities/{community}/` answers it,
 * serialized and checked against its schema once per TTL by each instance: every page load needs it, as
 * an API answer or inside the page itself (plugins/web-app.ts). Unknown community: a not-found AppError.
 */
/** The database says a community's configuration changed (docs/decisions/0013): read it again. */
export function forgetConfigurationJson(context: AppContext): void {
  configurationJsonCacheOf(context).clear();
}

export function communityConfigurationJson(context: AppContext, community: string): Promise<string> {
  const key = community.toLowerCase();
  return configurationJsonCacheOf(context).getOrLoad(key, async () =>
    JSON.stringify(communityConfigurationSchema.parse(await getCommunityConfiguration(context, key))),
  );
}
