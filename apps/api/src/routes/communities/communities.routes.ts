import { apiErrorSchema } from '@portal/domain/schemas/api-error';
import { communityConfigurationSchema, communityListSchema } from '@portal/domain/schemas/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sendSerializedJson } from '../../lib/send-json.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { CONFIGURATION_CACHE_TTL_MS } from '../../services/communities/community-settings.js';
import { getCommunityConfiguration } from '../../services/communities/get-community-configuration.js';
import { listCommunities } from '../../services/communities/list-communities.js';

const communityParams = z.object({
  community: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
});

export const communitiesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const configurationJson = new TtlCache<string>(context.clock, CONFIGURATION_CACHE_TTL_MS);

  app.get(
    '/api/communities/',
    {
      schema: {
        tags: ['communities'],
        summary: 'The communities this portal serves',
        response: { 200: communityListSchema },
      },
    },
    async () => ({ communities: await listCommunities(context.db) }),
  );

  app.get(
    '/api/communities/:community/',
    {
      schema: {
        tags: ['communities'],
        summary: "A community's configuration: theme, contact, company and settings",
        params: communityParams,
        response: { 200: communityConfigurationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Every page load asks for this, so each instance keeps the serialized answer for a few seconds;
      // it is checked against the schema once, when it is built.
      const key = request.params.community.toLowerCase();
      const json = await configurationJson.getOrLoad(key, async () =>
        JSON.stringify(communityConfigurationSchema.parse(await getCommunityConfiguration(context, key))),
      );
      return sendSerializedJson(reply, json);
    },
  );
};
