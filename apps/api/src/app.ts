import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Database } from './db/client.js';
import { startBackgroundJobs } from './jobs/background-jobs.js';
import { answerFrameworkError, registerErrorHandling } from './lib/app-error.js';
import { type Clock, systemClock } from './lib/clock.js';
import { type LogDestination, loggerOptions } from './lib/logger.js';
import type { Mailbox } from './lib/mailbox.js';
import { registerImpersonationAudit } from './plugins/authentication.js';
import { registerLogos } from './plugins/logos.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRealtime } from './plugins/realtime.js';
import { registerSafeInput } from './plugins/safe-input.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerTransactionChangeListener } from './plugins/transaction-change-listener.js';
import { registerWebApp } from './plugins/web-app.js';
import { createBuiltInESign, type SigningCertificateSource } from './providers/esign/built-in.js';
import type { ESignProvider } from './providers/esign/esign-provider.js';
import type { FileStore } from './providers/files/file-store.js';
import { createInMemoryFileStore } from './providers/files/in-memory.js';
import type { FinancialLinkProvider } from './providers/financial-link/financial-link-provider.js';
import type { PlaidKeys } from './providers/financial-link/plaid.js';
import { createSandboxFinancialLink } from './providers/financial-link/sandbox.js';
import { createSandboxIdentity } from './providers/identity/sandbox.js';
import { createSandboxSmsProvider } from './providers/identity/sms-provider.js';
import type { Mailer } from './providers/mail/mailer.js';
import { createSandboxMailer } from './providers/mail/sandbox.js';
import { createSmtpMailer } from './providers/mail/smtp.js';
import type { AddressLookup } from './providers/maps/address-lookup.js';
import type { PaymentProcessor } from './providers/payments/payment-processor.js';
import { createSandboxProcessor } from './providers/payments/sandbox.js';
import type { StripeKeys } from './providers/payments/stripe.js';
import { createSandboxScreening } from './providers/screening/sandbox.js';
import type { ScreeningProvider } from './providers/screening/screening-provider.js';
import { createSandboxSmsSender } from './providers/sms/sandbox.js';
import { passwordRoutes } from './routes/accounts/password.routes.js';
import { profileRoutes } from './routes/accounts/profile.routes.js';
import { sessionRoutes } from './routes/accounts/session.routes.js';
import { transferTokenRoutes } from './routes/accounts/transfer-tokens.routes.js';
import { addressSuggestionsRoutes } from './routes/address/address-suggestions.routes.js';
import { adminCommunitiesRoutes } from './routes/admin/communities.routes.js';
import { communityLogoRoutes } from './routes/admin/community-logo.routes.js';
import { staffPeopleRoutes } from './routes/admin/staff-people.routes.js';
import { adminTemplatesRoutes } from './routes/admin/templates.routes.js';
import { adminUnitsRoutes } from './routes/admin/units.routes.js';
import { communitiesRoutes } from './routes/communities/communities.routes.js';
import { criminalReviewRoutes } from './routes/decision/criminal-review.routes.js';
import { decisionDocumentsRoutes } from './routes/decision/decision-documents.routes.js';
import { devMailboxRoutes } from './routes/dev/mailbox.routes.js';
import { devResidentLeaseRoutes } from './routes/dev/resident-lease.routes.js';
import { devSandboxBankRoutes } from './routes/dev/sandbox-bank.routes.js';
import { documentsRoutes } from './routes/documents/documents.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { householdRoutes } from './routes/household/household.routes.js';
import { identityRoutes } from './routes/identity/identity.routes.js';
import { sandboxIdentityRoutes } from './routes/identity/sandbox-identity.routes.js';
import { employerRoutes } from './routes/income/employer.routes.js';
import { financialDocumentsRoutes } from './routes/income/financial-documents.routes.js';
import { financialSourcesRoutes } from './routes/income/financial-sources.routes.js';
import { finicityLinkRoutes } from './routes/income/finicity-link.routes.js';
import { plaidLinkRoutes } from './routes/income/plaid-link.routes.js';
import { sandboxLinkRoutes } from './routes/income/sandbox-link.routes.js';
import { applicantLawRoutes } from './routes/jurisdictions/applicant-law.routes.js';
import { lawReviewsRoutes } from './routes/jurisdictions/law-reviews.routes.js';
import { leasesRoutes } from './routes/leases/leases.routes.js';
import { monthToMonthRoutes } from './routes/leases/month-to-month.routes.js';
import { noticeToVacateRoutes } from './routes/leases/notice-to-vacate.routes.js';
import { bankAccountsRoutes } from './routes/payments/bank-accounts.routes.js';
import { feeSheetRoutes } from './routes/payments/fee-sheet.routes.js';
import { outstandingBalanceRoutes } from './routes/payments/outstanding-balance.routes.js';
import { paymentBreakdownRoutes } from './routes/payments/payment-breakdown.routes.js';
import { paymentDetailsRoutes } from './routes/payments/payment-details.routes.js';
import { paymentMethodsRoutes } from './routes/payments/payment-methods.routes.js';
import { paymentOptionsRoutes } from './routes/payments/payment-options.routes.js';
import { paymentTermsRoutes } from './routes/payments/payment-terms.routes.js';
import { paymentsRoutes } from './routes/payments/payments.routes.js';
import { sandboxCardRoutes } from './routes/payments/sandbox-card.routes.js';
import { screeningFeeRefundsRoutes } from './routes/payments/screening-fee-refunds.routes.js';
import { realtimeTokenRoutes } from './routes/realtime/realtime-token.routes.js';
import { screeningRoutes } from './routes/screening/screening.routes.js';
import { screeningReportsRoutes } from './routes/screening-reports/screening-reports.routes.js';
import { ceremonyRoutes } from './routes/signing/ceremony.routes.js';
import { signingRoutes } from './routes/signing/signing.routes.js';
import { staffSigningRoutes } from './routes/signing/staff-signing.routes.js';
import { verifyRoutes } from './routes/signing/verify.routes.js';
import { staffApplicationsRoutes } from './routes/staff/applications.routes.js';
import { identityReviewsRoutes } from './routes/staff/identity-reviews.routes.js';
import { staffLeasesRoutes } from './routes/staff/leases.routes.js';
import { staffNoticesRoutes } from './routes/staff/notices.routes.js';
import { staffHomeRoutes } from './routes/staff/staff-home.routes.js';
import { wormholeRoutes } from './routes/staff/wormhole.routes.js';
import { statusRoutes } from './routes/status/status.routes.js';
import { leaseTermsRoutes } from './routes/transactions/lease-terms.routes.js';
import { passthroughRoutes } from './routes/transactions/passthrough.routes.js';
import { transactionsRoutes } from './routes/transactions/transactions.routes.js';
import { unitsRoutes } from './routes/units/units.routes.js';
import { uploadsRoutes } from './routes/uploads/uploads.routes.js';
import { accountLanguageFrom } from './services/accounts/account-language.js';
import { communityConfigurationJson } from './services/communities/configuration-json.js';
import { REALTIME_TOKEN_LIFETIME_SECONDS, realtimeTokenKey } from './services/realtime/realtime-token.js';

export interface AppOptions {
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Real SMTP; without it e-mail is kept in the database. */
  smtpUrl?: string;
  /** The From of every e-mail (MAIL_FROM); no-reply@portal.localhost when not given. */
  mailFrom?: Mailbox;
  logLevel?: string;
  /** Where log lines go; stdout when not given. */
  logStream?: LogDestination;
  stripePublishableKey?: string | null;
  /** Stripe's keys (and webhook secret); without them payments go to the built-in sandbox. */
  stripe?: StripeKeys & { webhookSecret?: string };
  /** Replaces the processor chosen from `stripe` (tests wrap the sandbox with it). */
  paymentProcessor?: PaymentProcessor;
  /** Plaid's keys; without them bank and payroll links go to the built-in sandbox. */
  plaid?: PlaidKeys;
  /** Replaces the link provider chosen from `plaid` (tests). */
  financialLink?: FinancialLinkProvider;
  /** Run the outbox worker and payment reconciliation in this process (main.ts; tests drive them by hand). */
  backgroundJobs?: boolean;
  /** The maps service behind the address search; without it the browser parses addresses offline. */
  addressLookup?: AddressLookup;
  /** Where the secure-vault uploads go; our own endpoint until an outside vault is configured. */
  vaultUrl?: string;
  /** Where uploads rest; main.ts gives the disk under DATA_DIR, tests may keep them in memory (the default). */
  fileStore?: FileStore;
  /** 32 bytes for encrypting uploads at rest; a throwaway random key when not given (tests). */
  fileEncryptionKey?: Buffer;
  /** 32 bytes for sealing SSNs and ITINs at rest; a throwaway random key when not given (tests). */
  ssnEncryptionKey?: Buffer;
  /** Replaces the built-in sandbox screening provider (tests). */
  screening?: ScreeningProvider;
  /** Replaces the built-in e-signing provider (its certificate then comes from `signingCertificate`). */
  esign?: ESignProvider;
  /** The sealing certificate: SIGNING_CERT_P12 and its password, and where to keep a generated one. */
  signingCertificate?: SigningCertificateSource;
  /** The built web app; without it only the API is served. */
  webDistDir?: string;
  /** The dev mailbox is for laptops: production deployments turn it off. */
  production?: boolean;
  /** The address users reach the portal at, for links in e-mails (else taken from the request). */
  publicUrl?: string;
  /** Trust X-Forwarded-* headers: only behind a load balancer that sets them. */
  trustProxy?: boolean;
  /** Redis for the realtime socket's events to reach every instance; without it, this process's sockets only. */
  redisUrl?: string;
  /** How long a realtime token opens the socket; five minutes unless a test shortens it. */
  realtimeTokenLifetimeSeconds?: number;
}

/** JSON bodies are small; file uploads get their own, larger limit where they are accepted. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'silent', options.logStream),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, accountLanguageFrom(options.db));
  registerSafeInput(app);

  const clock = options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    (options.smtpUrl === undefined
      ? createSandboxMailer({ db: options.db, clock, mailFrom: options.mailFrom })
      : createSmtpMailer(options.smtpUrl, options.mailFrom));
  // A provider's SDK is loaded only when its keys are set: Plaid's and Stripe's take longer to load than
  // the rest of the API, and every instance (and every API test file) started without them paid for it.
  const sandbox = options.stripe ? undefined : createSandboxProcessor({ db: options.db, clock });
  const payments =
    options.paymentProcessor ??
    (options.stripe
      ? (await import('./providers/payments/stripe.js')).createStripeProcessor(options.stripe)
      : sandbox);
  if (!payments) throw new Error('No payment processor');
  const linkSandbox = options.plaid ? undefined : createSandboxFinancialLink({ db: options.db, clock });
  const financialLink =
    options.financialLink ??
    (options.plaid
      ? (await import('./providers/financial-link/plaid.js')).createPlaidFinancialLink(options.plaid)
      : linkSandbox);
  if (!financialLink) throw new Error('No financial link provider');
  const context: AppContext = {
    db: options.db,
    clock,
    mailer,
    sms: createSandboxSmsSender(options.db, clock),
    stripePublishableKey: options.stripePublishableKey ?? null,
    payments,
    vaultUrl: options.vaultUrl ?? '/api/uploads/',
    fileStore: options.fileStore ?? createInMemoryFileStore(),
    fileEncryptionKey: options.fileEncryptionKey ?? randomBytes(32),
    financialLink,
    screening: options.screening ?? createSandboxScreening(clock),
    ssnEncryptionKey: options.ssnEncryptionKey ?? randomBytes(32),
    addressSearch: options.addressLookup ? 'google_places' : 'built_in',
    esign: options.esign ?? createBuiltInESign(options.signingCertificate ?? {}),
    devMailboxEnabled: !options.production && mailer.keepsMessages,
    publicUrl: options.publicUrl,
  };

  registerSecurityHeaders(app, {
    stripe: context.stripePublishableKey !== null,
    plaid: financialLink.name === 'plaid',
  });
  await app.register(cookie);
  registerImpersonationAudit(app, context);
  await registerTransactionChangeListener(app, context);
  await registerOpenApi(app);
  await registerLogos(app);
  const realtimeKey = realtimeTokenKey(context.ssnEncryptionKey);
  registerRealtime(app, context, { tokenKey: realtimeKey, redisUrl: options.redisUrl });

  await app.register(healthRoutes, context);
  await app.register(communitiesRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(passwordRoutes, context);
  await app.register(profileRoutes, context);
  await app.register(transferTokenRoutes, context);
  await app.register(wormholeRoutes, context);
  await app.register(staffHomeRoutes, context);
  await app.register(staffPeopleRoutes, context);
  await app.register(adminCommunitiesRoutes, context);
  await app.register(adminUnitsRoutes, context);
  await app.register(adminTemplatesRoutes, context);
  await app.register(communityLogoRoutes, context);
  await app.register(
    realtimeTokenRoutes({
      key: realtimeKey,
      lifetimeSeconds: options.realtimeTokenLifetimeSeconds ?? REALTIME_TOKEN_LIFETIME_SECONDS,
    }),
    context,
  );
  await app.register(identityReviewsRoutes, context);
  await app.register(staffApplicationsRoutes, context);
  await app.register(applicantLawRoutes, context);
  await app.register(lawReviewsRoutes, context);
  await app.register(staffLeasesRoutes, context);
  await app.register(decisionDocumentsRoutes, context);
  await app.register(criminalReviewRoutes, context);
  await app.register(staffSigningRoutes, context);
  await app.register(signingRoutes, context);
  await app.register(ceremonyRoutes, context);
  await app.register(verifyRoutes, context);
  await app.register(leasesRoutes, context);
  await app.register(noticeToVacateRoutes, context);
  await app.register(monthToMonthRoutes, context);
  await app.register(staffNoticesRoutes, context);
  await app.register(unitsRoutes, context);
  await app.register(transactionsRoutes, context);
  await app.register(passthroughRoutes, context);
  await app.register(leaseTermsRoutes, context);
  await app.register(householdRoutes, context);
  await app.register(financialSourcesRoutes, context);
  await app.register(financialDocumentsRoutes, context);
  await app.register(finicityLinkRoutes, context);
  await app.register(plaidLinkRoutes, context);
  if (linkSandbox) await app.register(sandboxLinkRoutes(linkSandbox), context);
  await app.register(employerRoutes, context);
  await app.register(screeningRoutes, context);
  await app.register(screeningReportsRoutes, context);
  await app.register(statusRoutes, context);
  const identitySandbox = createSandboxIdentity({ db: options.db, clock });
  const smsProvider = createSandboxSmsProvider(context.sms);
  await app.register(identityRoutes({ identity: identitySandbox, smsProvider }), context);
  await app.register(sandboxIdentityRoutes(identitySandbox), context);
  await app.register(paymentBreakdownRoutes, context);
  await app.register(paymentMethodsRoutes, context);
  await app.register(paymentsRoutes, context);
  await app.register(bankAccountsRoutes, context);
  if (sandbox) await app.register(sandboxCardRoutes(sandbox), context);
  if (options.stripe?.webhookSecret) {
    const { stripeWebhookRoutes } = await import('./routes/payments/stripe-webhook.routes.js');
    await app.register(stripeWebhookRoutes(options.stripe.webhookSecret), context);
  }
  await app.register(paymentOptionsRoutes, context);
  await app.register(outstandingBalanceRoutes, context);
  await app.register(paymentDetailsRoutes, context);
  await app.register(screeningFeeRefundsRoutes, context);
  await app.register(paymentTermsRoutes, context);
  await app.register(feeSheetRoutes, context);
  await app.register(documentsRoutes, context);
  await app.register(uploadsRoutes, context);
  if (options.addressLookup) await app.register(addressSuggestionsRoutes(options.addressLookup), context);
  if (context.devMailboxEnabled) await app.register(devMailboxRoutes, context);
  if (sandbox && !options.production) await app.register(devSandboxBankRoutes(sandbox), context);
  if (!options.production) await app.register(devResidentLeaseRoutes, context);

  await registerWebApp(app, options.webDistDir, (community) =>
    communityConfigurationJson(context, community),
  );
  if (options.backgroundJobs) {
    const jobs = startBackgroundJobs({ ...context, sandbox, log: app.log });
    app.addHook('onClose', () => jobs.stop());
  }
  return app;
}
