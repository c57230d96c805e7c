import {
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetVerificationSchema,
} from '@portal/domain/schemas/credentials';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { presentedToken } from '../../lib/presented-token.js';
import { type PlainCode, say } from '../../messages/message.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { signedInSecurity } from '../../plugins/openapi-security.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import {
  changePasswordInSession,
  requestPasswordReset,
  resetPasswordWithToken,
  verifyPasswordResetToken,
} from '../../services/accounts/password-reset.js';
import { findCommunity } from '../../services/communities/find-community.js';
import { resolveSession } from '../../services/sessions/sessions.js';
import { replySchemas } from '../reply-schemas.js';

const detailSchema = z.object({ detail: z.string() });
export const passwordRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const accountLanguage = accountLanguageFrom(context.db);
  /** The `detail` the page shows, in the request's language (as an error would be). */
  const detail = async (request: FastifyRequest, code: PlainCode) => ({
    detail: say(code, await replyLanguageOf(request, accountLanguage)),
  });

  app.post(
    '/api/password-reset/',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'E-mail a one-hour, single-use password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: replySchemas({ 200: detailSchema }),
      },
    },
    async (request) => {
      const community = await findCommunity(context.db, request.body.community);
      await requestPasswordReset(
        context,
        community,
        request.body.email,
        publicOrigin(context.publicUrl, request),
      );
      return detail(request, 'reset_link_sent');
    },
  );

  app.post(
    '/api/password-reset-verification/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check that a password reset token is still valid, without using it up',
        body: passwordResetVerificationSchema,
        response: replySchemas({ 200: z.object({ valid: z.literal(true) }) }),
      },
    },
    async (request) => {
      await verifyPasswordResetToken(context, request.body.token);
      return { valid: true as const };
    },
  );

  app.put(
    '/api/password-change/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token or a session in `Authorization: Token <key>`',
        // Declared here, as its handler (not a preHandler) takes the reset token or the session.
        security: signedInSecurity(true),
        body: passwordChangeSchema,
        response: replySchemas({ 200: detailSchema }),
      },
    },
    async (request, reply) => {
      const presented = presentedToken(request);
      if (presented && !presented.viaCookie) {
        const lookup = await resolveSession(context.db, context.clock, presented.token);
        if (lookup.status !== 'active') {
          await resetPasswordWithToken(context, presented.token, request.body.password);
          return detail(request, 'password_changed');
        }
      }
      await authenticate(context).call(app, request, reply);
      await changePasswordInSession(context, sessionOf(request), request.body.password);
      return detail(request, 'password_changed');
    },
  );
};
