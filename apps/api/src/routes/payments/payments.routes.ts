import { paymentRequestSchema } from '@portal/domain/schemas/payment-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { en } from '../../messages/en.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { requestHash } from '../../services/payments/idempotency.js';
import { answerIn, submitPayment } from '../../services/payments/submit-payment.js';
import { replySchemas, SIGNED_IN_ERRORS } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { paymentAnswerSchema } from './payment-schemas.js';

export const paymentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);
  const accountLanguage = accountLanguageFrom(context.db);

  app.post(
    '/api/transaction/:id/payment',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          'Pay what the caller owes now with a saved method, once per Idempotency-Key (a repeat replays the first answer)',
        params: idParams,
        headers: z.object({
          'idempotency-key': z
            .string({ error: en.idempotency_key_required })
            .regex(/^[A-Za-z0-9_-]{8,255}$/, en.idempotency_key_required),
        }),
        body: paymentRequestSchema,
        // Besides a signed-in route's: a declined card (402), an Idempotency-Key reused for another request (422).
        response: replySchemas({ 201: paymentAnswerSchema }, [...SIGNED_IN_ERRORS, 402, 422]),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const answer = await submitPayment(context, access, {
        userId: sessionOf(request).userId,
        idempotencyKey: request.headers['idempotency-key'],
        requestHash: requestHash('POST', `/api/transaction/${request.params.id}/payment`, request.body),
        paymentMethodId: request.body.payment_method_id,
        paymentIntentId: request.body.payment_intent_id,
      });
      const read =
        answer.status === 201 ? answer : answerIn(answer, await replyLanguageOf(request, accountLanguage));
      // A stored answer is a 201 payment or a 402 refusal; each is serialized by its own status's schema.
      return reply.status(read.status as 201).send(read.body as z.infer<typeof paymentAnswerSchema>);
    },
  );
};
