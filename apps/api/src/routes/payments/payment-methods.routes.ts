import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { en } from '../../messages/en.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import {
  confirmSetup,
  describeIntent,
  preparePayment,
  startSetup,
} from '../../services/payments/payment-intents.js';
import { listPaymentMethods, removePaymentMethod } from '../../services/payments/payment-methods.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import {
  methodParams,
  paymentIntentAnswerSchema,
  paymentMethodSchema,
  paymentMethodsSchema,
  setupAnswerSchema,
} from './payment-schemas.js';

export const paymentMethodsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/transaction/:id/payments/methods/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary: "The caller's own saved cards and bank accounts (never anybody else's)",
        params: idParams,
        response: replySchemas({ 200: paymentMethodsSchema }),
      },
    },
    async (request) => {
      const { transaction } = await callerTransaction(context, request, request.params.id);
      return {
        payment_methods: await listPaymentMethods(context, sessionOf(request).userId, transaction.id),
      };
    },
  );

  app.post(
    '/api/transaction/:id/payments/intents/setup/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary: "Start saving a card: a setup intent for the processor's card form",
        params: idParams,
        body: z.object({}).nullish(),
        response: replySchemas({ 201: setupAnswerSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      return reply.status(201).send(await startSetup(context, access, sessionOf(request).userId));
    },
  );

  app.post(
    '/api/transaction/:id/payments/intents/confirm/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary: 'Finish saving a card once the card form succeeded: returns the saved method',
        params: idParams,
        body: z.object({ intent_id: z.string().min(1, en.setup_intent_required).max(255) }),
        response: replySchemas({ 201: paymentMethodSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const method = await confirmSetup(context, access, sessionOf(request).userId, request.body.intent_id);
      return reply.status(201).send(method);
    },
  );

  app.post(
    '/api/transaction/:id/payments/intents/create/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          'The payment intent for what the caller owes now (computed by the server; amounts sent are ignored): their open one for the same items, else a new one',
        params: idParams,
        body: z.object({}).nullish(),
        response: replySchemas({ 201: paymentIntentAnswerSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const { row, intent } = await preparePayment(context, access, sessionOf(request).userId);
      return reply.status(201).send({
        intent: describeIntent(intent),
        amount: row.amountCents ?? 0,
        line_items: (row.lineItems ?? []).map((line) => ({
          name: line.name,
          category: line.category,
          amount: line.amount,
          applicant: line.applicantId,
        })),
      });
    },
  );

  app.delete(
    '/api/transaction/:id/payments/methods/:methodId/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary: "Remove one of the caller's saved methods",
        params: methodParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await callerTransaction(context, request, request.params.id);
      await removePaymentMethod(context, sessionOf(request).userId, request.params.methodId);
      return reply.status(204).send(null);
    },
  );
};
