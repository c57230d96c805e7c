import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, notFound } from '../lib/app-error.js';
import { message } from '../messages/message.js';
import { pagesWithConfiguration } from './page-with-configuration.js';
import { pageLanguageOf, readRoutePreloads, routePreloadsByLanguage } from './route-preloads.js';

/** Where the build writes each page path's own files (scripts/route-preloads.mjs). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A community's configuration as the API sends it (services/communities/configuration-json.ts). */
export type ConfigurationJson = (community: string) => Promise<string>;

/**
 * Serves the built React app and answers every non-API page route with index.html, so deep links work.
 * Without a build (API tests, `vite dev`) only the API 404s are registered.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  configurationJson: ConfigurationJson,
): Promise<void> {
  const indexHtml = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasBuild = indexHtml !== undefined && existsSync(indexHtml);
  const pageFor = hasBuild && indexHtml ? pagesWithConfiguration(readFileSync(indexHtml, 'utf8')) : undefined;
  const preloadsOf = routePreloadsByLanguage(
    webDistDir ? readRoutePreloads(join(webDistDir, ROUTE_PRELOADS_FILE)) : {},
  );
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

  /** The configuration of the community a page path names (`/maple-court/welcome`), if it names one. */
  async function configurationOfPage(
    path: string,
    log: FastifyBaseLogger,
  ): Promise<{ community: string; json: string } | undefined> {
    const segment = path.split('/')[1];
    if (!segment || segment.length > 300) return undefined;
    try {
      // Fastify has already answered 400 to a path that does not decode.
      const community = decodeURIComponent(segment);
      return { community, json: await configurationJson(community) };
    } catch (error) {
      // Not a community (a portal-wide page): the page as built. Any other failure is reported again by
      // the API when the page asks for the configuration itself.
      const notACommunity = error instanceof AppError && error.statusCode === 404;
      if (!notACommunity) log.warn({ err: error }, 'the page went out without its community configuration');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or image must be a 404, not the page: only extension-less paths are app routes.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]+$/i.test(path);
    if (pageFor && isPageRequest) {
      reply.header('cache-control', 'no-cache');
      const configuration = await configurationOfPage(path, request.log);
      if (!configuration) return reply.sendFile('index.html');
      const page = pageFor(
        configuration.community,
        configuration.json,
        preloadsOf(
          path,
          pageLanguageOf({
            query: new URLSearchParams(request.url.slice(path.length)).get('lang') ?? undefined,
            cookie: request.cookies?.lang,
            acceptLanguage: request.headers['accept-language'],
          }),
        ),
        request.headers['accept-encoding'],
      );
      // A slug the community had before: its pages have moved for good.
      if (page.slug !== configuration.community.toLowerCase()) {
        const query = request.url.slice(path.length);
        const moved = ['', encodeURIComponent(page.slug), ...path.split('/').slice(2)].join('/');
        return reply.redirect(`${moved}${query}`, 301);
      }
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(page.body);
    }
    throw notFound(message('no_route', { method: request.method, path }));
  });
}
