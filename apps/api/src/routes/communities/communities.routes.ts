import { communityConfigurationSchema, communityListSchema } from '@portal/domain/schemas/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sendSerializedJson } from '../../lib/send-json.js';
import { communityConfigurationJson } from '../../services/communities/configuration-json.js';
import { listCommunities } from '../../services/communities/list-communities.js';
import { replySchemas } from '../reply-schemas.js';

const communityParams = z.object({
  community: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
});

export const communitiesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
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
        response: replySchemas({ 200: communityConfigurationSchema }, [404]),
      },
    },
    async (request, reply) =>
      sendSerializedJson(reply, await communityConfigurationJson(context, request.params.community)),
  );
};
