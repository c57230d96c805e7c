import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Where links in e-mails and texts point. The Host header is the client's to choose, so it is trusted
 * only when it names this machine (a laptop install); anything else gets the configured PUBLIC_URL, which
 * production requires (env.ts), or localhost. A forged host can never reach someone's reset link.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  if (LOOPBACK_HOSTS.has(request.hostname)) return `${request.protocol}://${request.host}`;
  return `http://localhost${request.port ? `:${request.port}` : ''}`;
}
