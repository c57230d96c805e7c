import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './services/mail/mailer.js';

/** What every route plugin is given: the app's dependencies, built once in buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  stripePublishableKey: string | null;
  vaultUrl: string;
  /** Shows stored e-mails at /api/dev/mailbox/; never on a production deployment. */
  devMailboxEnabled: boolean;
}
