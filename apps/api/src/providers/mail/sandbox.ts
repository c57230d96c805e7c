import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailMessages } from '../../db/schema/mail-messages.js';
import type { Clock } from '../../lib/clock.js';
import { type Mailer, sendThroughNodemailer } from './mailer.js';

/** The built-in mailbox: messages are kept in the database, where the dev mailbox shows them. */
export function createSandboxMailer({ db, clock }: { db: Database; clock: Clock }): Mailer {
  // jsonTransport renders the message through nodemailer without sending it; the row is the delivery.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    keepsMessages: true,
    async send(mail) {
      await sendThroughNodemailer(transport, mail);
      await db.insert(mailMessages).values({
        communityId: mail.communityId,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        createdAt: clock.now(),
      });
    },
  };
}
