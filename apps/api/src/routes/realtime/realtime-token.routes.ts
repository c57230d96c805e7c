import { realtimeTokenSchema } from '@portal/domain/schemas/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, signedInSessionOf } from '../../plugins/authentication.js';
import { issueRealtimeToken } from '../../services/realtime/realtime-token.js';
import { replySchemas } from '../reply-schemas.js';

export interface RealtimeTokenOptions {
  key: Buffer;
  lifetimeSeconds: number;
}

export const realtimeTokenRoutes =
  ({ key, lifetimeSeconds }: RealtimeTokenOptions): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    app.get(
      '/api/realtime-token/',
      {
        // A token handed to another site would let it listen to the user's events: like a state change,
        // a cookie-authenticated request needs the CSRF header (or to come from our own pages).
        preHandler: authenticate(context, { allowGuest: true, changesState: true, companyWide: true }),
        schema: {
          tags: ['realtime'],
          summary: 'A short-lived token that opens the realtime socket for this session',
          response: replySchemas({ 200: realtimeTokenSchema }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return issueRealtimeToken(key, context.clock, signedInSessionOf(request).id, lifetimeSeconds);
      },
    );
  };
