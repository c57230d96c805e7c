import { passthroughRequestSchema, passthroughSchema } from '@portal/domain/schemas/visit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { recordPassthrough } from '../../services/transactions/passthrough.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from './transaction-params.js';

/** POST /transaction/{id}/passthrough/ (spec part 1 §7; what it carries: decision 0027). */
export const passthroughRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/transaction/:id/passthrough/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['transactions'],
        summary:
          'Keep the link the caller came by (utm source, medium, campaign; the unit it named) with the application for the leasing team; the first one counts (201, then 200 with it)',
        params: idParams,
        body: passthroughRequestSchema,
        response: replySchemas({ 200: passthroughSchema, 201: passthroughSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const { created, passthrough } = await recordPassthrough(
        context,
        sessionOf(request),
        access,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(passthrough);
    },
  );
};
