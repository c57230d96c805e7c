import { paymentDetailsSchema } from '@portal/domain/schemas/payment-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { getPaymentDetails } from '../../services/payments/payment-details.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

export const paymentDetailsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const accountLanguage = accountLanguageFrom(context.db);
  app.get(
    '/api/transaction/:id/payment-details/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['payments'],
        summary:
          'Move-in charges: prorated first month with tax, deposits less the holding deposit paid, unpaid one-time fees; cents. 409 until the application fees are paid',
        params: idParams,
        response: replySchemas({ 200: paymentDetailsSchema }),
      },
    },
    async (request) =>
      getPaymentDetails(
        context,
        await callerTransaction(context, request, request.params.id),
        await replyLanguageOf(request, accountLanguage),
      ),
  );
};
