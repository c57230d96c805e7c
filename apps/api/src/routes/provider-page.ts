import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * Sends a sandbox provider's own page (the card form, the link window): its inline script and styles run
 * by a fresh nonce only, it may talk to our API only, and only our own pages may frame it.
 */
export function sendProviderPage(
  reply: FastifyReply,
  appOrigin: string | null,
  page: (nonce: string) => string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const ancestors = ["'self'", ...(appOrigin ? [appOrigin] : [])].join(' ');
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; ` +
        `form-action 'none'; base-uri 'none'; frame-ancestors ${ancestors}`,
    )
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(nonce));
}

/** The OpenAPI description of a provider page's answer: the page, as HTML. */
export const providerPageReply = {
  description: 'The page (HTML)',
  content: { 'text/html': { schema: z.string() } },
};
