import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Stripe.js and its Elements frames, allowed only when payments go to Stripe (docs.stripe.com/security/guide). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Plaid Link's script and frames, and its API, allowed only when links go to Plaid (plaid.com/docs/link/web). */
const PLAID_SOURCES = {
  script: ['https://cdn.plaid.com'],
  frame: ['https://cdn.plaid.com'],
  connect: ['https://*.plaid.com'],
};

/** Which outside providers the pages may load: each only when it is configured. */
export interface ThirdPartySources {
  stripe: boolean;
  plaid: boolean;
}

function helmetOptionsFor({ stripe, plaid }: ThirdPartySources): HelmetOptions {
  const extra = (directive: keyof typeof STRIPE_SOURCES) => [
    ...(stripe ? STRIPE_SOURCES[directive] : []),
    ...(plaid ? PLAID_SOURCES[directive] : []),
  ];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra('script')],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra('connect')],
        frameSrc: ["'self'", ...extra('frame')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response. Our policy has no per-request part (no nonces), so the headers are
 * computed once at start-up instead of by helmet on each request, which cost two thirds of the
 * configuration endpoint's throughput (docs/decisions/0003-security-headers-computed-once.md). The
 * documentation page (/api/docs) replaces the CSP with its own, from @fastify/swagger-ui.
 */
export function registerSecurityHeaders(app: FastifyInstance, sources: ThirdPartySources): void {
  const headers = helmetHeaders(helmetOptionsFor(sources));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
