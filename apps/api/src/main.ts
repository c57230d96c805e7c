import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { documentServices, writeDemoDocuments } from './document-services.js';
import { readEnv } from './env.js';
import { openConfiguredDatabase, orExit } from './operator-setup.js';
import { prepareDatabase } from './prepare-database.js';
import { prepareNewEmbeddedDatabaseApart } from './prepare-database-apart.js';
import { createGooglePlacesLookup } from './providers/maps/google-places.js';
import { loadSsnEncryptionKey } from './services/screening/tax-id-sealing.js';

const env = await orExit(() => readEnv());
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webDistDir = resolve(env.WEB_DIST_DIR ?? defaultWebDist);
const dataDir = resolve(env.DATA_DIR);

if (!(await prepareNewEmbeddedDatabaseApart(env))) process.exit(1);
const database = await orExit(() => openConfiguredDatabase(env));
await prepareDatabase(database, { demoData: env.DEMO_DATA, demoApplications: env.DEMO_APPLICATIONS });

// Made here, not in buildApp, so the demo's leases are written with the store and certificate the app uses.
const { fileStore, fileEncryptionKey, esign } = await documentServices(env, database.db);

const app = await buildApp({
  db: database.db,
  logLevel: env.LOG_LEVEL,
  logStream: env.LOG_FILE ? createWriteStream(env.LOG_FILE, { flags: 'a' }) : undefined,
  stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
  stripe:
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
  plaid:
    env.PLAID_CLIENT_ID && env.PLAID_SECRET
      ? {
          clientId: env.PLAID_CLIENT_ID,
          secret: env.PLAID_SECRET,
          environment: env.PLAID_ENV,
          identityTemplateId: env.PLAID_IDENTITY_TEMPLATE_ID,
          redirectUri: env.PLAID_REDIRECT_URI,
        }
      : undefined,
  backgroundJobs: true,
  vaultUrl: env.VAULT_URL,
  fileStore,
  fileEncryptionKey,
  ssnEncryptionKey: loadSsnEncryptionKey(env.SSN_ENCRYPTION_KEY, dataDir),
  esign,
  addressLookup: env.GOOGLE_MAPS_API_KEY
    ? createGooglePlacesLookup({ apiKey: env.GOOGLE_MAPS_API_KEY })
    : undefined,
  webDistDir: existsSync(webDistDir) ? webDistDir : undefined,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
  production: env.NODE_ENV === 'production',
  trustProxy: env.TRUST_PROXY,
  redisUrl: env.REDIS_URL,
  realtimeTokenLifetimeSeconds: env.REALTIME_TOKEN_LIFETIME_SECONDS,
});

const demoStarted = performance.now();
const written = await writeDemoDocuments(env, database.db, { fileStore, fileEncryptionKey, esign });
if (written)
  app.log.info({ written, ms: Math.round(performance.now() - demoStarted) }, 'demo lease PDFs written');

let shuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests and finish the ones in flight before the database goes away.
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`The portal is serving on http://localhost:${env.PORT} (database: ${database.kind})`);
