import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error.js';

/**
 * Serves the built React app and answers every non-API page route with index.html, so deep links work.
 * Without a build (API tests, `vite dev`) only the API 404s are registered.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexHtml = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasBuild = indexHtml !== undefined && existsSync(indexHtml);
  if (hasBuild && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet (apps/web/build/precompress.ts).
      preCompressed: true,
      // Otherwise @fastify/send writes its own `max-age=0` over the header set below.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or image must be a 404, not the page: only extension-less paths are app routes.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasBuild && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(`No route matches ${request.method} ${path}.`);
  });
}
