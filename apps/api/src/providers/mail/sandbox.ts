import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailMessages } from '../../db/schema/mail-messages.js';
import type { Clock } from '../../lib/clock.js';
import { formatMailbox, type Mailbox } from '../../lib/mailbox.js';
import { DEFAULT_MAIL_FROM, type Mailer, sendThroughNodemailer } from './mailer.js';

/** The built-in mailbox: messages are kept in the database, where the dev mailbox shows them. */
export function createSandboxMailer({
  db,
  clock,
  mailFrom = DEFAULT_MAIL_FROM,
}: {
  db: Database;
  clock: Clock;
  mailFrom?: Mailbox;
}): Mailer {
  // jsonTransport renders the message through nodemailer without sending it; the row is the delivery.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    keepsMessages: true,
    async send(mail) {
      const { from, replyTo } = await sendThroughNodemailer(transport, mailFrom, mail);
      await db.insert(mailMessages).values({
        communityId: mail.community?.id ?? null,
        sender: formatMailbox(from),
        replyTo,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        createdAt: clock.now(),
      });
    },
  };
}
