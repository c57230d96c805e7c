import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailMessages } from '../../db/schema/mail-messages.js';
import type { Clock } from '../../lib/clock.js';

export interface OutgoingMail {
  communityId: number | null;
  fromName: string;
  to: string;
  subject: string;
  /** Every message has a plain-text part; HTML is optional. */
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when messages stay in the database, where the dev mailbox can show them. */
  readonly keepsMessages: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  clock: Clock;
  /** smtp://user:pass@host:587 — without it, messages are delivered into the database. */
  smtpUrl?: string;
  fromAddress?: string;
}

export function createMailer({
  db,
  clock,
  smtpUrl,
  fromAddress = 'no-reply@portal.localhost',
}: MailerOptions): Mailer {
  // jsonTransport renders the message through nodemailer without sending it; the row is the delivery.
  const transport: Transporter = nodemailer.createTransport(smtpUrl ?? { jsonTransport: true });
  const keepsMessages = smtpUrl === undefined;
  return {
    keepsMessages,
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // Messages carry one-time links, so they are kept only where no real mail server delivers them.
      if (!keepsMessages) return;
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
