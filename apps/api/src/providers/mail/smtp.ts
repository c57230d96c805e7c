import nodemailer from 'nodemailer';
import { type Mailer, sendThroughNodemailer } from './mailer.js';

/**
 * Delivery through a real mail server (smtp://user:pass@host:587). Messages carry one-time links, so none
 * is kept where the dev mailbox would show it.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return { keepsMessages: false, send: (mail) => sendThroughNodemailer(transport, mail) };
}
