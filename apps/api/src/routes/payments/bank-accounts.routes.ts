import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import {
  ACCOUNT_NUMBER_MESSAGE,
  ROUTING_NUMBER_MESSAGE,
} from '../../services/payments/bank-account-rules.js';
import { addBankAccount, verifyBankAccount } from '../../services/payments/bank-accounts.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { methodParams, paymentMethodSchema } from './payment-schemas.js';

const AMOUNTS_MESSAGE = 'Enter the two deposit amounts in cents, each from 1 to 99.';
const depositCents = z
  .number({ error: AMOUNTS_MESSAGE })
  .int(AMOUNTS_MESSAGE)
  .min(1, AMOUNTS_MESSAGE)
  .max(99, AMOUNTS_MESSAGE);

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
        body: z.object({
          owner_name: z
            .string()
            .trim()
            .min(1, 'Enter the name on the account.')
            .max(100, 'Exceeds 100 characters'),
          routing_number: z.string({ error: ROUTING_NUMBER_MESSAGE }).trim().max(20, ROUTING_NUMBER_MESSAGE),
          account_number: z.string({ error: ACCOUNT_NUMBER_MESSAGE }).trim().max(20, ACCOUNT_NUMBER_MESSAGE),
        }),
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
        body: z.object({ amounts: z.tuple([depositCents, depositCents], { error: AMOUNTS_MESSAGE }) }),
        response: replySchemas({ 200: paymentMethodSchema }),
      },
    },
    async (request) => {
      await callerTransaction(context, request, request.params.id);
      return verifyBankAccount(
        context,
        sessionOf(request).userId,
        request.params.methodId,
        request.body.amounts,
      );
    },
  );
};
