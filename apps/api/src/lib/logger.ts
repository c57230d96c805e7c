import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets or personal data; they are never written to the logs. */
const SENSITIVE_PARAM = /token|password|secret|key|ssn|code|signature|^w$|^g$/i;

/**
 * Path segments that carry a secret: the provider window's public token (get-income-and-assets/{token}/),
 * a signing ceremony's credential (esign/{session}, esign/sessions/{session}/) and a guest's signing link
 * (sign-request/{token}).
 */
const SENSITIVE_SEGMENT =
  /(\/(?:get-income-and-assets|esign|esign\/sessions|sign-request)\/)(?!sessions\/|launcher\.js)[^/?]+/g;

export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SENSITIVE_SEGMENT, '$1[REDACTED]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) {
    if (SENSITIVE_PARAM.test(name)) params.set(name, '[REDACTED]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * Fields that carry an SSN or ITIN, wherever a log call puts them. Bodies are never logged; this is the
 * second lock, for a log call that passes one by mistake.
 */
const SECRET_FIELDS = ['ssn', 'itin'].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/** Where log lines go: stdout, or a stream of the caller's (tests read what was logged). */
export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_FIELDS, censor: '[REDACTED]' },
    // Bodies and headers (cookies, Authorization) are never logged; only what identifies the request.
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}
