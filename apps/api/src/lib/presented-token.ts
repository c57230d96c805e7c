import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';

/** `Authorization: Token <key>` for API clients, else the httpOnly cookie the browser holds. */
export function presentedToken(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Token\s+(\S+)$/i.exec(header) : null;
  if (match?.[1]) return { token: match[1], viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}
