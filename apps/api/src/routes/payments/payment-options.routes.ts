import { paymentOptionsSchema } from '@portal/domain/schemas/payment-options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate } from '../../plugins/authentication.js';
import { getPaymentOptions } from '../../services/payments/payment-options.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

export const paymentOptionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/transaction/:id/payment-options/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['payments'],
        summary:
          'How the caller may pay (card; bank account when the company accepts ACH) and what they owe now; cents',
        params: idParams,
        response: replySchemas({ 200: paymentOptionsSchema }),
      },
    },
    async (request) =>
      getPaymentOptions(context, await callerTransaction(context, request, request.params.id)),
  );
};
