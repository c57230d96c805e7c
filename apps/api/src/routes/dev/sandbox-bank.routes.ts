import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { SandboxProcessor } from '../../providers/payments/sandbox.js';

/**
 * Outside production, with the built-in sandbox: lets the sandbox bank settle every pending bank debit now
 * instead of after its settlement days, so a returned debit (test account 000333333335) can be tried out.
 * The return reaches the app the way it does in a deployment, as a processor event through the outbox.
 */
export const devSandboxBankRoutes =
  (sandbox: SandboxProcessor): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    app.post(
      '/api/dev/sandbox/payments/settle/',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: the sandbox bank settles (or returns) every pending bank debit now',
          response: { 200: z.object({ settled: z.number().int(), returned: z.number().int() }) },
        },
      },
      async () => sandbox.settleBankDebits(context.clock.now()),
    );
  };
