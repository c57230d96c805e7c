import type { AddressSearchProvider } from '@portal/domain/schemas/address-suggestions';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { ESignProvider } from './providers/esign/esign-provider.js';
import type { FileStore } from './providers/files/file-store.js';
import type { FinancialLinkProvider } from './providers/financial-link/financial-link-provider.js';
import type { Mailer } from './providers/mail/mailer.js';
import type { PaymentProcessor } from './providers/payments/payment-processor.js';
import type { ScreeningProvider } from './providers/screening/screening-provider.js';
import type { SmsSender } from './providers/sms/sms-sender.js';

/** What every route plugin is given: the app's dependencies, built once in buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  stripePublishableKey: string | null;
  /** Holds cards and moves money: Stripe when configured, else the built-in sandbox. */
  payments: PaymentProcessor;
  vaultUrl: string;
  /** Where uploaded files rest, under generated keys. */
  fileStore: FileStore;
  /** AES-256 key for uploads at communities with enable_encryption, and for link providers' tokens. */
  fileEncryptionKey: Buffer;
  /** Links bank and payroll accounts: Plaid when configured, else the built-in sandbox. */
  financialLink: FinancialLinkProvider;
  /** Runs credit, criminal, eviction and income screening: the built-in sandbox. */
  screening: ScreeningProvider;
  /** AES-256 key sealing SSNs and ITINs at rest. */
  ssnEncryptionKey: Buffer;
  /** Which maps service the address search uses (the community configuration tells the browser). */
  addressSearch: AddressSearchProvider;
  /** The address users reach the portal at, for links in e-mails; else taken from the request. */
  publicUrl: string | undefined;
  /** Prepares, stamps, seals and checks signed documents: the built-in provider. */
  esign: ESignProvider;
  /** Shows stored e-mails at /api/dev/mailbox/; never on a production deployment. */
  devMailboxEnabled: boolean;
}
