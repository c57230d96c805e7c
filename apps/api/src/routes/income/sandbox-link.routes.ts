import { LinkStyle, linkFlows } from '@portal/domain/constants/financial-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { createAttemptLimiter } from '../../lib/attempt-limiter.js';
import {
  SANDBOX_LINK_WINDOW_PATH,
  type SandboxFinancialLink,
} from '../../providers/financial-link/sandbox.js';
import { sandboxLinkWindowPage } from '../../providers/financial-link/sandbox-link-window.js';
import { providerPageReply, sendProviderPage } from '../provider-page.js';
import { replySchemas } from '../reply-schemas.js';

const SIGN_IN_PATH = '/api/sandbox/financial-link/sign-in/';
export const WRONG_CREDENTIALS = 'The username or password you entered is incorrect. Please try again.';

const institutionSchema = z.object({ id: z.string(), name: z.string() });

/** The sandbox link provider's own pages: its window, and the sign-in the window posts to. */
export const sandboxLinkRoutes =
  (provider: SandboxFinancialLink): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    const allowSignIn = createAttemptLimiter({
      clock: context.clock,
      limit: 20,
      windowMinutes: 10,
      message: 'too_many_sandbox_sign_ins',
    });
    const appOrigin = context.publicUrl ? new URL(context.publicUrl).origin : null;

    app.get(
      SANDBOX_LINK_WINDOW_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary: "The sandbox provider's window (the link token follows in the URL fragment)",
          querystring: z.object({
            style: z.enum(LinkStyle),
            product: z.enum([...linkFlows, 'identity']),
          }),
          response: { 200: providerPageReply },
        },
      },
      async (request, reply) =>
        sendProviderPage(reply, appOrigin, (nonce) =>
          sandboxLinkWindowPage({ nonce, postUrl: SIGN_IN_PATH, ...request.query }),
        ),
    );

    app.post(
      SIGN_IN_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary:
            "The sandbox window's sign-in with test credentials: linked (with a public token) or failed",
          body: z.object({
            link_token: z.string().min(1).max(255),
            institution_id: z.string().max(100).optional(),
            username: z.string().max(100),
            password: z.string().max(100),
          }),
          response: replySchemas({
            200: z.discriminatedUnion('status', [
              z.object({
                status: z.literal('linked'),
                link_session_id: z.string(),
                institution: institutionSchema.nullable(),
                public_token: z.string().nullable(),
              }),
              z.object({
                status: z.literal('failed'),
                error: z.object({ error_code: z.string(), error_message: z.string() }),
              }),
            ]),
          }),
        },
      },
      async (request) => {
        allowSignIn(request.ip);
        const { link_token: linkToken, institution_id: institutionId, username, password } = request.body;
        const result = await provider.signIn({ linkToken, institutionId, username, password });
        switch (result.kind) {
          case 'expired':
            throw new AppError('ValidationError', 'window_expired');
          case 'no_institution':
            throw new AppError('ValidationError', 'choose_institution', {
              institution_id: ['choose_institution'],
            });
          case 'wrong_credentials':
            throw new AppError('ValidationError', 'wrong_bank_credentials', {
              password: ['wrong_bank_credentials'],
            });
          case 'failed':
            return { status: 'failed' as const, error: result.error };
          case 'linked':
            return {
              status: 'linked' as const,
              link_session_id: result.linkSessionId,
              institution: result.institution,
              public_token: result.publicToken,
            };
        }
      },
    );
  };
