import type { AddressSearchProvider } from '@portal/domain/schemas/address-suggestions';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './services/mail/mailer.js';
import type { SmsSender } from './services/sms/sms-sender.js';

/** What every route plugin is given: the app's dependencies, built once in buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  stripePublishableKey: string | null;
  vaultUrl: string;
  /** Which maps service the address search uses (the community configuration tells the browser). */
  addressSearch: AddressSearchProvider;
  /** The address users reach the portal at, for links in e-mails; else taken from the request. */
  publicUrl: string | undefined;
  /** Shows stored e-mails at /api/dev/mailbox/; never on a production deployment. */
  devMailboxEnabled: boolean;
}
