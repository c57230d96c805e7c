import { paymentRequestSchema } from '@portal/domain/schemas/payment-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { requestHash } from '../../services/payments/idempotency.js';
import { submitPayment } from '../../services/payments/submit-payment.js';
import { replySchemas, SIGNED_IN_ERRORS } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { paymentAnswerSchema } from './payment-schemas.js';

const KEY_MESSAGE =
  'Send an Idempotency-Key header with each payment: a new random value (such as a UUID), 8 to 255 letters, digits, "-" or "_".';

export const paymentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

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
          'idempotency-key': z.string({ error: KEY_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,255}$/, KEY_MESSAGE),
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
      // A stored answer is a 201 payment or a 402 refusal; each is serialized by its own status's schema.
      return reply.status(answer.status as 201).send(answer.body as z.infer<typeof paymentAnswerSchema>);
    },
  );
};
