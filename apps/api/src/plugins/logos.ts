import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const logosDir = fileURLToPath(new URL('../../assets/logos', import.meta.url));

export async function registerLogos(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: logosDir,
    prefix: '/api/logos/',
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });
}
