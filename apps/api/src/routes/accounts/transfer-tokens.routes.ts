import { sessionSchema } from '@portal/domain/schemas/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf, setSessionCookies } from '../../plugins/authentication.js';
import { startSession } from '../../services/accounts/session-response.js';
import { createTransferToken, redeemTransferToken } from '../../services/accounts/transfer-tokens.js';
import { findCommunity } from '../../services/communities/find-community.js';
import { replySchemas } from '../reply-schemas.js';

export const transferTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/transfer-tokens/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['accounts'],
        summary: 'A one-use, five-minute token that opens this session on another device',
        response: replySchemas({ 201: z.object({ token: z.string(), expires_at: z.iso.datetime() }) }, [401]),
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await createTransferToken(context, sessionOf(request));
      return reply.status(201).send({ token, expires_at: expiresAt.toISOString() });
    },
  );

  app.post(
    '/api/transfer-tokens/validate/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a transfer token for a new session',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: replySchemas({ 200: sessionSchema }, [400, 401]),
      },
    },
    async (request, reply) => {
      const { user, session } = await redeemTransferToken(context, request.body.token);
      const community = await findCommunity(context.db, String(session.communityId));
      const started = await startSession(context, community, user, {
        ...session,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(request, reply, started.token);
      return started;
    },
  );
};
