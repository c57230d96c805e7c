import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './lib/app-error.js';
import { type Clock, systemClock } from './lib/clock.js';
import { loggerOptions } from './lib/logger.js';
import { registerImpersonationAudit } from './plugins/authentication.js';
import { registerLogos } from './plugins/logos.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import type { AddressLookup } from './providers/maps/address-lookup.js';
import { passwordRoutes } from './routes/accounts/password.routes.js';
import { profileRoutes } from './routes/accounts/profile.routes.js';
import { sessionRoutes } from './routes/accounts/session.routes.js';
import { transferTokenRoutes } from './routes/accounts/transfer-tokens.routes.js';
import { addressSuggestionsRoutes } from './routes/address/address-suggestions.routes.js';
import { communitiesRoutes } from './routes/communities/communities.routes.js';
import { devMailboxRoutes } from './routes/dev/mailbox.routes.js';
import { documentsRoutes } from './routes/documents/documents.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { householdRoutes } from './routes/household/household.routes.js';
import { paymentBreakdownRoutes } from './routes/payments/payment-breakdown.routes.js';
import { wormholeRoutes } from './routes/staff/wormhole.routes.js';
import { leaseTermsRoutes } from './routes/transactions/lease-terms.routes.js';
import { transactionsRoutes } from './routes/transactions/transactions.routes.js';
import { unitsRoutes } from './routes/units/units.routes.js';
import { createMailer, type Mailer } from './services/mail/mailer.js';
import { createSandboxSmsSender } from './services/sms/sms-sender.js';

export interface AppOptions {
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Real SMTP; without it e-mail is kept in the database. */
  smtpUrl?: string;
  logLevel?: string;
  stripePublishableKey?: string | null;
  /** The maps service behind the address search; without it the browser parses addresses offline. */
  addressLookup?: AddressLookup;
  /** Where the secure-vault uploads go; our own endpoint until an outside vault is configured. */
  vaultUrl?: string;
  /** The built web app; without it only the API is served. */
  webDistDir?: string;
  /** The dev mailbox is for laptops: production deployments turn it off. */
  production?: boolean;
  /** The address users reach the portal at, for links in e-mails (else taken from the request). */
  publicUrl?: string;
  /** Trust X-Forwarded-* headers: only behind a load balancer that sets them. */
  trustProxy?: boolean;
}

/** JSON bodies are small; file uploads get their own, larger limit where they are accepted. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'silent'),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const clock = options.clock ?? systemClock;
  const mailer = options.mailer ?? createMailer({ db: options.db, clock, smtpUrl: options.smtpUrl });
  const context: AppContext = {
    db: options.db,
    clock,
    mailer,
    sms: createSandboxSmsSender(options.db, clock),
    stripePublishableKey: options.stripePublishableKey ?? null,
    vaultUrl: options.vaultUrl ?? '/api/uploads/',
    addressSearch: options.addressLookup ? 'google_places' : 'built_in',
    devMailboxEnabled: !options.production && mailer.keepsMessages,
    publicUrl: options.publicUrl,
  };

  registerSecurityHeaders(app);
  await app.register(cookie);
  registerImpersonationAudit(app, context);
  await registerOpenApi(app);
  await registerLogos(app);

  await app.register(healthRoutes, context);
  await app.register(communitiesRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(passwordRoutes, context);
  await app.register(profileRoutes, context);
  await app.register(transferTokenRoutes, context);
  await app.register(wormholeRoutes, context);
  await app.register(unitsRoutes, context);
  await app.register(transactionsRoutes, context);
  await app.register(leaseTermsRoutes, context);
  await app.register(householdRoutes, context);
  await app.register(paymentBreakdownRoutes, context);
  await app.register(documentsRoutes, context);
  if (options.addressLookup) await app.register(addressSuggestionsRoutes(options.addressLookup), context);
  if (context.devMailboxEnabled) await app.register(devMailboxRoutes, context);

  await registerWebApp(app, options.webDistDir);
  return app;
}
