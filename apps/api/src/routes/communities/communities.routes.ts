import { apiErrorSchema } from '@portal/domain/schemas/api-error';
import { communityConfigurationSchema, communityListSchema } from '@portal/domain/schemas/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  type ConfigurationSettings,
  getCommunityConfiguration,
} from '../../services/communities/get-community-configuration.js';
import { listCommunities } from '../../services/communities/list-communities.js';

export interface CommunitiesRoutesOptions {
  db: Database;
  configuration: ConfigurationSettings;
}

const communityParams = z.object({
  community: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
});

export const communitiesRoutes: FastifyPluginAsyncZod<CommunitiesRoutesOptions> = async (
  app,
  { db, configuration },
) => {
  app.get(
    '/api/communities/',
    {
      schema: {
        tags: ['communities'],
        summary: 'The communities this portal serves',
        response: { 200: communityListSchema },
      },
    },
    async () => ({ communities: await listCommunities(db) }),
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
    async (request) => getCommunityConfiguration(db, request.params.community, configuration),
  );
};
