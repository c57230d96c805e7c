import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { createAttemptLimiter } from '../../lib/attempt-limiter.js';
import { SANDBOX_IDENTITY_WINDOW_PATH, type SandboxIdentity } from '../../providers/identity/sandbox.js';
import { sandboxDocumentIds, sandboxSelfieIds } from '../../providers/identity/sandbox-documents.js';
import { sandboxIdentityWindowPage } from '../../providers/identity/sandbox-window.js';
import { providerPageReply, sendProviderPage } from '../provider-page.js';
import { replySchemas } from '../reply-schemas.js';

const CHECK_PATH = '/api/sandbox/identity/document-check/';
/** The sandbox identity provider's own pages: its document check window, and the check it posts. */
export const sandboxIdentityRoutes =
  (provider: SandboxIdentity): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    const allowCheck = createAttemptLimiter({
      clock: context.clock,
      limit: 20,
      windowMinutes: 10,
      message: 'too_many_identity_checks',
    });
    const appOrigin = context.publicUrl ? new URL(context.publicUrl).origin : null;

    app.get(
      SANDBOX_IDENTITY_WINDOW_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary:
            "The sandbox identity provider's document + selfie window (the session token follows in the URL fragment)",
          response: { 200: providerPageReply },
        },
      },
      async (_request, reply) =>
        sendProviderPage(reply, appOrigin, (nonce) =>
          sandboxIdentityWindowPage({ nonce, postUrl: CHECK_PATH }),
        ),
    );

    app.post(
      CHECK_PATH,
      {
        schema: {
          tags: ['sandbox'],
          summary: "The sandbox window's check: the test document and selfie decide whether it passes",
          body: z.object({
            session_token: z.string().min(1).max(255),
            document: z.enum(sandboxDocumentIds),
            selfie: z.enum(sandboxSelfieIds),
          }),
          response: replySchemas({
            200: z.object({ identity_session_id: z.string(), status: z.enum(['passed', 'failed']) }),
          }),
        },
      },
      async (request) => {
        allowCheck(request.ip);
        const { session_token: sessionToken, document, selfie } = request.body;
        const result = await provider.submitDocumentCheck({ sessionToken, document, selfie });
        if (result.kind === 'expired') throw new AppError('ValidationError', 'identity_window_expired');
        return {
          identity_session_id: result.sessionId,
          status: result.passed ? ('passed' as const) : ('failed' as const),
        };
      },
    );
  };
