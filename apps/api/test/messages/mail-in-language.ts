import type { Language } from '@portal/domain/constants/languages';
import { desc, eq } from 'drizzle-orm';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { users } from '../../src/db/schema/users.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import type { TestContext } from '../support/test-app.js';

export const BOTH_LANGUAGES: readonly Language[] = ['en', 'es'];

/** What the tests of mail in the reader's language do with a test app's database. */
export function mailInLanguage(context: () => TestContext) {
  const db = () => context().database.db;
  return {
    /** Saves the account's language, as the profile page would. */
    speaks: (userId: number, language: Language) =>
      db().update(users).set({ language }).where(eq(users.id, userId)),
    /** The newest e-mail sent to `email`; a test that expects one fails here when none was sent. */
    lastMailTo: async (email: string) => {
      const [mail] = await db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.recipient, email))
        .orderBy(desc(mailMessages.id))
        .limit(1);
      if (!mail) throw new Error(`no mail to ${email}`);
      return mail;
    },
    /** What an outbox handler is built with: the database and the sandbox mailer on the test clock. */
    handlerDeps: () => ({ db: db(), mailer: createSandboxMailer({ db: db(), clock: context().clock }) }),
  };
}
