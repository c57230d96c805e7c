import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './lib/app-error.js';
import { loggerOptions } from './lib/logger.js';
import { registerLogos } from './plugins/logos.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { communitiesRoutes } from './routes/communities/communities.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';

export interface AppOptions {
  db: Database;
  logLevel?: string;
  stripePublishableKey?: string | null;
  /** Where the secure-vault uploads go; our own endpoint until an outside vault is configured. */
  vaultUrl?: string;
  /** The built web app; without it only the API is served. */
  webDistDir?: string;
}

/** JSON bodies are small; file uploads get their own, larger limit where they are accepted. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'silent'),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  await registerLogos(app);

  await app.register(healthRoutes, { db: options.db });
  await app.register(communitiesRoutes, {
    db: options.db,
    configuration: {
      stripePublishableKey: options.stripePublishableKey ?? null,
      vaultUrl: options.vaultUrl ?? '/api/uploads/',
    },
  });

  await registerWebApp(app, options.webDistDir);
  return app;
}
