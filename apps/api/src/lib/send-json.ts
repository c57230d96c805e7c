import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialized (and checked against its schema) ahead of time: Fastify passes a string
 * with a JSON content type through untouched, skipping per-request serialization.
 */
export function sendSerializedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
