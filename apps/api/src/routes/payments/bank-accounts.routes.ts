import { bankAccountInputSchema, bankVerificationSchema } from '@portal/domain/schemas/payment-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { addBankAccount, verifyBankAccount } from '../../services/payments/bank-accounts.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { methodParams, paymentMethodSchema } from './payment-schemas.js';

export const bankAccountsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.post(
    '/api/transaction/:id/payments/bank-accounts/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          'Add a bank account (ACH, where the company accepts it): Pending Verification until the two micro-deposits are confirmed',
        params: idParams,
        body: bankAccountInputSchema,
        response: replySchemas({ 201: paymentMethodSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const method = await addBankAccount(context, access, sessionOf(request).userId, request.body);
      return reply.status(201).send(method);
    },
  );

  app.post(
    '/api/transaction/:id/payments/methods/:methodId/verify/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary: 'Confirm a bank account with its two micro-deposit amounts (3 tries, within 10 days)',
        params: methodParams,
        body: bankVerificationSchema,
        response: replySchemas({ 200: paymentMethodSchema }),
      },
    },
    async (request) => {
      return verifyBankAccount(
        context,
        await callerTransaction(context, request, request.params.id),
        sessionOf(request).userId,
        request.params.methodId,
        request.body.amounts,
      );
    },
  );
};
