import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context.js';
import { auditLog } from '../db/schema/audit-log.js';
import { AppError } from '../lib/app-error.js';
import { presentedToken, SESSION_COOKIE } from '../lib/presented-token.js';
import { csrfTokenFor } from '../lib/tokens.js';
import {
  type AuthenticatedSession,
  resolveSession,
  type SignedInSession,
} from '../services/sessions/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SignedInSession | null;
  }
}

export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Methods that read: a cookie-authenticated request needs no CSRF header unless its route changes state. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A cookie rides along with any cross-site form post, so state-changing requests authenticated by it must
 * also echo the CSRF token, which only our own pages can read (double submit, bound to the session).
 */
function assertCsrf(request: FastifyRequest, sessionToken: string, changesState: boolean): void {
  if (SAFE_METHODS.has(request.method) && !changesState) return;
  // A fetch from our own pages: browsers set Sec-Fetch-Site themselves and scripts cannot.
  if (changesState && request.method === 'GET' && request.headers['sec-fetch-site'] === 'same-origin') return;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameSecret(sent, csrfTokenFor(sessionToken))) {
    throw new AppError('PermissionDenied', 'missing_csrf_token');
  }
}

export interface AuthenticateOptions {
  /** Guest signers may use only the signing endpoints. */
  allowGuest?: boolean;
  /**
   * A GET the spec uses to change something (start a bank link, trade a provider token): a cross-site
   * link must not run it with the visitor's cookie, so it needs the CSRF header or a same-origin fetch.
   */
  changesState?: boolean;
  /** Staff endpoints also take a staff session opened for the whole company, with no community. */
  companyWide?: boolean;
}

/** Each authenticating preHandler with its options, which the OpenAPI document declares its security from. */
const authenticatingHooks = new WeakMap<object, AuthenticateOptions>();

/** Marks a preHandler that lets a request in as `authenticate(context, options)` would. */
export function authenticating<Hook extends object>(hook: Hook, options: AuthenticateOptions): Hook {
  authenticatingHooks.set(hook, options);
  return hook;
}

/** How a route's preHandler (one hook or a list) authenticates its requests; undefined when it does not. */
export function authenticationOf(preHandler: unknown): AuthenticateOptions | undefined {
  const hooks: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const hook of hooks) {
    const options = typeof hook === 'function' ? authenticatingHooks.get(hook) : undefined;
    if (options) return options;
  }
  return undefined;
}

export function authenticate(
  context: AppContext,
  options: AuthenticateOptions = {},
): preHandlerAsyncHookHandler {
  return authenticating(async (request) => {
    const presented = presentedToken(request);
    if (!presented) throw new AppError('AuthenticationError', 'log_in_to_continue');
    if (presented.viaCookie) assertCsrf(request, presented.token, options.changesState ?? false);
    const lookup = await resolveSession(context.db, context.clock, presented.token);
    if (lookup.status !== 'active') {
      throw new AppError(
        'AuthenticationError',
        lookup.status === 'expired' ? 'session_timed_out' : 'log_in_to_continue',
      );
    }
    if (lookup.session.kind === 'guest' && !options.allowGuest) {
      throw new AppError('PermissionDenied', 'guest_signers_only_sign');
    }
    if (lookup.session.communityId === null && !options.companyWide) {
      throw new AppError('PermissionDenied', 'community_session_required');
    }
    request.auth = lookup.session;
  }, options);
}

/** The session of a route protected by `authenticate` with `companyWide`: a community's or a staff one's. */
export function signedInSessionOf(request: FastifyRequest): SignedInSession {
  if (!request.auth) throw new AppError('AuthenticationError', 'log_in_to_continue');
  return request.auth;
}

/** The community session of a route protected by `authenticate`. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  const session = signedInSessionOf(request);
  const { communityId } = session;
  if (communityId === null) throw new AppError('PermissionDenied', 'community_session_required');
  return { ...session, communityId };
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/**
 * Every request made while impersonating is recorded with the staff member behind it. The record is
 * written before the answer leaves (onSend, not onResponse), so no impersonated answer exists without it.
 */
export function registerImpersonationAudit(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.auth;
    if (session?.kind !== 'impersonated') return payload;
    await context.db.insert(auditLog).values({
      actorUserId: session.impersonatorUserId,
      subjectUserId: session.userId,
      action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      details: { status: reply.statusCode, session_id: session.id },
      createdAt: context.clock.now(),
    });
    return payload;
  });
}
