import { outstandingBalanceSchema } from '@portal/domain/schemas/outstanding-balance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { getOutstandingBalance } from '../../services/payments/outstanding-balance.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

export const outstandingBalanceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/transaction/:id/outstanding-balance/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['payments'],
        summary:
          "The caller's payments their bank returned and the balance they owe again (pay it with POST …/payment); cents",
        params: idParams,
        response: replySchemas({ 200: outstandingBalanceSchema }),
      },
    },
    async (request) =>
      getOutstandingBalance(
        context,
        await callerTransaction(context, request, request.params.id),
        sessionOf(request).userId,
      ),
  );
};
