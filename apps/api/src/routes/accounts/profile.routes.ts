import { profileChangeSchema } from '@portal/domain/schemas/personal-details';
import { profileSchema } from '@portal/domain/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { changeProfile } from '../../services/accounts/update-profile.js';
import { findUserById, toProfile } from '../../services/accounts/users.js';
import { findCommunity } from '../../services/communities/find-community.js';
import { identityStatusOf } from '../../services/identity/identity-status.js';
import { replySchemas } from '../reply-schemas.js';

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/profile/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's personal details",
        querystring: z.object({ fetch_identity_status: z.enum(['true', 'false']).optional() }),
        response: replySchemas({ 200: profileSchema }),
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const profile = toProfile(await findUserById(context.db, userId));
      return request.query.fetch_identity_status === 'true'
        ? { ...profile, identity_status: await identityStatusOf(context.db, userId) }
        : profile;
    },
  );

  app.put(
    '/api/profile/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['accounts'],
        summary:
          "Save the signed-in user's personal details (and, on first save, the accepted terms), or their language alone",
        body: profileChangeSchema,
        response: replySchemas({ 200: profileSchema }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const community = await findCommunity(context.db, String(session.communityId));
      return changeProfile(context, community, session, request.body);
    },
  );
};
