import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets or personal data; they are never written to the logs. */
const SENSITIVE_PARAM = /token|password|secret|key|ssn|code|^w$|^g$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) {
    if (SENSITIVE_PARAM.test(name)) params.set(name, '[REDACTED]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    // Bodies and headers (cookies, Authorization) are never logged; only what identifies the request.
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}
