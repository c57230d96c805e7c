import { loginSchema, loginWithPasswordSchema } from '@portal/domain/schemas/credentials';
import { registrationSchema } from '@portal/domain/schemas/personal-details';
import { type Session, sessionSchema, sessionSummarySchema } from '@portal/domain/schemas/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { presentedToken } from '../../lib/presented-token.js';
import {
  authenticate,
  clearSessionCookies,
  setSessionCookies,
  signedInSessionOf,
} from '../../plugins/authentication.js';
import { OPTIONAL_SESSION_SECURITY } from '../../plugins/openapi-security.js';
import { type LoginOutcome, logIn, logInAsStaff } from '../../services/accounts/log-in.js';
import { registerUser } from '../../services/accounts/register-user.js';
import { startSession, summarizeSession } from '../../services/accounts/session-response.js';
import { findUserById } from '../../services/accounts/users.js';
import { type CommunityRow, findCommunity } from '../../services/communities/find-community.js';
import { resolveSession, revokeSession } from '../../services/sessions/sessions.js';
import { replySchemas } from '../reply-schemas.js';

const communityParams = z.object({ community: z.string().min(1).max(100) });
export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** Opens the session a sign-in earned, sets its cookies and answers with it. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    community: CommunityRow | null,
    outcome: LoginOutcome,
  ): Promise<Session> {
    const session = await startSession(context, community, outcome.user, {
      ...outcome.session,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(request, reply, session.token);
    return session;
  }

  app.post(
    '/api/communities/:community/register/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account at this community and sign in',
        params: communityParams,
        querystring: z.object({ v: z.string().max(100).optional() }),
        body: registrationSchema,
        response: replySchemas({ 201: sessionSchema }),
      },
    },
    async (request, reply) => {
      const community = await findCommunity(context.db, request.params.community);
      const user = await registerUser(context, community, request.body, request.headers['user-agent']);
      const session = { userId: user.id, communityId: community.id, kind: 'user' } as const;
      return reply.status(201).send(await signIn(request, reply, community, { user, session }));
    },
  );

  app.post(
    '/api/communities/:community/login/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a password, a staff wormhole token (w) or a guest-sign token (g)',
        params: communityParams,
        body: loginSchema,
        response: replySchemas({ 200: sessionSchema }),
      },
    },
    async (request, reply) => {
      const community = await findCommunity(context.db, request.params.community);
      const outcome = await logIn(context, community, request.body, request.ip);
      return signIn(request, reply, community, outcome);
    },
  );

  app.post(
    '/api/staff/login/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff: sign in for every community you work in, naming none',
        body: loginWithPasswordSchema,
        response: replySchemas({ 200: sessionSchema }),
      },
    },
    async (request, reply) => {
      return signIn(request, reply, null, await logInAsStaff(context, request.body, request.ip));
    },
  );

  app.post(
    '/api/logout/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session',
        security: OPTIONAL_SESSION_SECURITY,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const presented = presentedToken(request);
      // Logging out needs no CSRF token: the worst a forged logout can do is sign someone out.
      if (presented) {
        const lookup = await resolveSession(context.db, context.clock, presented.token);
        if (lookup.status === 'active') await revokeSession(context.db, context.clock, lookup.session.id);
      }
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/session/',
    {
      preHandler: authenticate(context, { allowGuest: true, companyWide: true }),
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in, in which community, and how',
        response: replySchemas({ 200: sessionSummarySchema }, [401]),
      },
    },
    async (request) => {
      const session = signedInSessionOf(request);
      const user = await findUserById(context.db, session.userId);
      const community =
        session.communityId === null ? null : await findCommunity(context.db, String(session.communityId));
      return summarizeSession(context, community, user, session.kind, session.impersonatorUserId);
    },
  );
};
