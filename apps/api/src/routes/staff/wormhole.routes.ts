import { recordIdSchema } from '@portal/domain/schemas/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { authenticate, signedInSessionOf } from '../../plugins/authentication.js';
import { createWormholeToken } from '../../services/accounts/wormhole.js';
import { replySchemas } from '../reply-schemas.js';

export const wormholeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/staff/wormhole-tokens/',
    {
      preHandler: authenticate(context, { companyWide: true }),
      schema: {
        tags: ['staff'],
        summary: 'Staff: a single-use, five-minute token to sign in as a user of your company',
        body: z.object({ user_id: recordIdSchema }),
        response: replySchemas(
          {
            201: z.object({
              token: z.string(),
              username: z.string(),
              community: z.string(),
              expires_at: z.iso.datetime(),
              /** Opening it in a browser signs the staff member in as the user. */
              login_url: z.string(),
            }),
          },
          [400, 401, 403, 404],
        ),
      },
    },
    async (request, reply) => {
      const issued = await createWormholeToken(context, signedInSessionOf(request), request.body.user_id);
      const query = new URLSearchParams({ username: issued.username, w: issued.token });
      return reply.status(201).send({
        token: issued.token,
        username: issued.username,
        community: issued.community,
        expires_at: issued.expiresAt.toISOString(),
        login_url: `${publicOrigin(context.publicUrl, request)}/${issued.community}/login?${query}`,
      });
    },
  );
};
