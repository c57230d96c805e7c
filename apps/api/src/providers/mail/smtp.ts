import nodemailer from 'nodemailer';
import type { Mailbox } from '../../lib/mailbox.js';
import { DEFAULT_MAIL_FROM, type Mailer, sendThroughNodemailer } from './mailer.js';

/**
 * Delivery through a real mail server (smtp://user:pass@host:587). Messages carry one-time links, so none
 * is kept where the dev mailbox would show it.
 */
export function createSmtpMailer(smtpUrl: string, mailFrom: Mailbox = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    keepsMessages: false,
    async send(mail) {
      await sendThroughNodemailer(transport, mailFrom, mail);
    },
  };
}
