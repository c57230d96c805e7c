import type { RouteOptions } from 'fastify';
import { SESSION_COOKIE } from '../lib/presented-token.js';
import { authenticationOf, CSRF_COOKIE, CSRF_HEADER, SAFE_METHODS } from './authentication.js';

/** The two ways a caller is signed in (docs/api.md, Sessions): a token header, or the browser's cookies. */
export const securitySchemes = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'API clients: `Authorization: Token <token>`, the `token` a sign-in answers. No CSRF header is needed.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Browsers: the httpOnly session cookie a sign-in sets.',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `With the session cookie, on every call that changes state: the value of the readable \`${CSRF_COOKIE}\` cookie (the \`csrf_token\` a sign-in answers). A same-origin \`fetch\` of a state-changing GET needs none.`,
  },
} as const;

type SecurityRequirement = Readonly<Partial<Record<keyof typeof securitySchemes, readonly string[]>>>;

/** A signed-in call: the token header, or the session cookie (with the CSRF header when it changes state). */
export function signedInSecurity(changesState: boolean): SecurityRequirement[] {
  return [{ token: [] }, changesState ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] }];
}

/** A call anyone may make, which acts on the caller's session when one is presented (logging out). */
export const OPTIONAL_SESSION_SECURITY: SecurityRequirement[] = [{}, ...signedInSecurity(false)];

/**
 * What the document declares a route needs, read from its authenticating preHandler so that every route,
 * a later one too, is declared as it is enforced; a route that authenticates in its handler names its own.
 */
export function securityOf(route: Pick<RouteOptions, 'method' | 'preHandler'>): SecurityRequirement[] {
  const authentication = authenticationOf(route.preHandler);
  if (!authentication) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const changesState = authentication.changesState || methods.some((method) => !SAFE_METHODS.has(method));
  return signedInSecurity(changesState);
}
