import type { Transporter } from 'nodemailer';
import type { Mailbox } from '../../lib/mailbox.js';

/** The community a message is sent for: its name signs the message, its contact address takes the replies. */
export interface MailCommunity {
  id: number;
  displayName: string;
  contactEmail: string | null;
}

export interface OutgoingMail {
  /** Null for mail that belongs to no community: it then has no Reply-To. */
  community: MailCommunity | null;
  to: string;
  subject: string;
  /** Every message has a plain-text part; HTML is optional. */
  text: string;
  html?: string;
}

/** E-mail: the built-in sandbox (sandbox.ts) by default, an SMTP server (smtp.ts) when SMTP_URL is set. */
export interface Mailer {
  /** True when messages stay in the database, where the dev mailbox can show them. */
  readonly keepsMessages: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

/** The From without MAIL_FROM: enough for the sandbox, which delivers nothing. */
export const DEFAULT_MAIL_FROM: Mailbox = { address: 'no-reply@portal.localhost' };

/** Who a message says it is from, and where answers to it go. */
export interface MailSenders {
  from: Mailbox;
  replyTo: string | null;
}

function sendersOf(mailFrom: Mailbox, community: MailCommunity | null): MailSenders {
  return {
    // A display name in MAIL_FROM is the operator's choice; without one, recipients see the community.
    from: { name: mailFrom.name ?? community?.displayName, address: mailFrom.address },
    // Replies reach the community's office, never the unattended sending address.
    replyTo: community?.contactEmail ?? null,
  };
}

/** Both mailers hand a message to nodemailer alike: the sandbox renders exactly what SMTP would send. */
export async function sendThroughNodemailer(
  transport: Transporter,
  mailFrom: Mailbox,
  mail: OutgoingMail,
): Promise<MailSenders> {
  const senders = sendersOf(mailFrom, mail.community);
  await transport.sendMail({
    from: { name: senders.from.name ?? '', address: senders.from.address },
    replyTo: senders.replyTo ?? undefined,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  return senders;
}
