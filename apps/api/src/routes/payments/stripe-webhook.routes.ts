import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { processorWebhookEvents } from '../../db/schema/outbox.js';
import { AppError } from '../../lib/app-error.js';
import { verifyStripeWebhook } from '../../providers/payments/stripe.js';
import { applyStripeEvent } from '../../services/payments/stripe-events.js';
import { replySchemas } from '../reply-schemas.js';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook/';
/**
 * Stripe's webhook: only requests signed with our endpoint secret are believed (checked against the raw
 * body, hence this plugin's own body parser), and an event redelivered with the same id is handled once.
 */
export const stripeWebhookRoutes =
  (webhookSecret: string): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      STRIPE_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'Stripe webhook (signed): settles payment intents and records returned bank debits; events are deduplicated by id',
          response: replySchemas({ 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) }),
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<typeof verifyStripeWebhook>;
        try {
          event = verifyStripeWebhook(request.body as Buffer, String(signature ?? ''), webhookSecret);
        } catch {
          throw new AppError('ValidationError', 'bad_signature');
        }
        const [seen] = await context.db
          .select({ id: processorWebhookEvents.eventId })
          .from(processorWebhookEvents)
          .where(eq(processorWebhookEvents.eventId, event.id));
        if (seen) return { received: true as const, duplicate: true };
        await applyStripeEvent(context, event);
        // Handling is idempotent, so recording the event after it is safe if two deliveries race.
        await context.db
          .insert(processorWebhookEvents)
          .values({
            eventId: event.id,
            processor: 'stripe',
            type: event.type,
            receivedAt: context.clock.now(),
          })
          .onConflictDoNothing();
        return { received: true as const, duplicate: false };
      },
    );
  };
