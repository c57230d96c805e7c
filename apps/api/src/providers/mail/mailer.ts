import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  communityId: number | null;
  fromName: string;
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

const FROM_ADDRESS = 'no-reply@portal.localhost';

/** Both mailers hand a message to nodemailer alike: the sandbox renders exactly what SMTP would send. */
export async function sendThroughNodemailer(transport: Transporter, mail: OutgoingMail): Promise<void> {
  await transport.sendMail({
    from: { name: mail.fromName, address: FROM_ADDRESS },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}
