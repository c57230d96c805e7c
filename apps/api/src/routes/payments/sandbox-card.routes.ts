import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { createFailureLimiter } from '../../lib/attempt-limiter.js';
import type { SandboxProcessor } from '../../providers/payments/sandbox.js';
import { SANDBOX_CARD_FRAME_PATH } from '../../providers/payments/sandbox.js';
import { sandboxCardFramePage } from '../../providers/payments/sandbox-card-frame.js';
import { cardProblems } from '../../providers/payments/sandbox-test-accounts.js';
import { providerPageReply, sendProviderPage } from '../provider-page.js';
import { replySchemas } from '../reply-schemas.js';

const CARD_POST_PATH = '/api/sandbox/payments/cards/';
const REFUSED_CARDS_PER_WINDOW = 20;
/** The sandbox processor's own pages: its card frame and the endpoint that turns a card into a method id. */
export const sandboxCardRoutes =
  (processor: SandboxProcessor): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    // Card numbers are guessed by trying many: each address may have a handful of cards refused per window.
    const refusedCards = createFailureLimiter({
      clock: context.clock,
      limit: REFUSED_CARDS_PER_WINDOW,
      windowMinutes: 10,
      message: 'too_many_cards',
    });
    const appOrigin = context.publicUrl ? new URL(context.publicUrl).origin : null;

    app.get(
      SANDBOX_CARD_FRAME_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary: "The sandbox processor's card form, framed by the app (Stripe Elements stand-in)",
          querystring: z.object({ intent: z.string().max(255).optional() }),
          response: { 200: providerPageReply },
        },
      },
      async (_request, reply) =>
        sendProviderPage(reply, appOrigin, (nonce) =>
          sandboxCardFramePage({ nonce, postUrl: CARD_POST_PATH }),
        ),
    );

    app.post(
      CARD_POST_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary:
            'Sandbox card form submission: checks the card (Luhn, expiry, CVC) and attaches it to the setup intent',
          body: z.object({
            intent_id: z.string().min(1).max(255),
            client_secret: z.string().min(1).max(255),
            number: z.string().max(40),
            exp_month: z.number().int(),
            exp_year: z.number().int(),
            cvc: z.string().max(8),
          }),
          response: replySchemas({
            200: z.object({
              payment_method: z.object({ id: z.string(), brand: z.string(), last4: z.string() }),
            }),
          }),
        },
      },
      async (request) => {
        refusedCards.assertAllowed(request.ip);
        const card = request.body;
        const now = context.clock.now();
        const problems = cardProblems(card, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
        if (Object.keys(problems).length > 0) {
          refusedCards.recordFailure(request.ip);
          throw new AppError('ValidationError', 'card_not_valid', problems);
        }
        const method = await processor.attachCard(card.intent_id, card.client_secret, card).catch(() => {
          refusedCards.recordFailure(request.ip);
          throw new AppError('ValidationError', 'card_form_expired');
        });
        return { payment_method: { id: method.reference, brand: method.brand, last4: method.last4 } };
      },
    );
  };
