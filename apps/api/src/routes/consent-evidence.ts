import type { FastifyRequest } from 'fastify';

const USER_AGENT_MAX = 512;

/** Where an agreement came from, kept with it as evidence: the client's address and user agent. */
export function consentEvidence(request: FastifyRequest): { ipAddress: string; userAgent: string } {
  return {
    // request.ip honours X-Forwarded-For only when the app was built with trustProxy.
    ipAddress: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  };
}
