import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { communities } from '../../../src/db/schema/communities.js';
import { mailMessages } from '../../../src/db/schema/mail-messages.js';
import type { Mailbox } from '../../../src/lib/mailbox.js';
import { type MailCommunity, sendThroughNodemailer } from '../../../src/providers/mail/mailer.js';
import { signUp } from '../../factories/users.js';
import { describeApi } from '../../support/test-app.js';

const HARBOR_MAIN: Mailbox = { name: 'Harbor & Main', address: 'leasing@harbormain.example' };
const BARE: Mailbox = { address: 'mail@harbormain.example' };
const MAPLE_COURT: MailCommunity = {
  id: 1,
  displayName: 'Maple Court Apartments',
  contactEmail: 'office@maplecourt.example',
};
const WITHOUT_CONTACT: MailCommunity = { ...MAPLE_COURT, contactEmail: null };

/** The header lines nodemailer writes for the message, as an SMTP server would receive them. */
async function renderedHeaders(mailFrom: Mailbox, community: MailCommunity | null): Promise<string[]> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sendMail = vi.spyOn(transport, 'sendMail');
  await sendThroughNodemailer(transport, mailFrom, {
    community,
    to: 'avery@example.com',
    subject: 'Hi',
    text: 'Hi',
  });
  const info = await sendMail.mock.results[0]?.value;
  const message: string = info.message.toString();
  return message.slice(0, message.indexOf('\r\n\r\n')).split('\r\n');
}

describe('the From and Reply-To an e-mail goes out with', () => {
  it.each([
    {
      case: "MAIL_FROM's display name wins over the community's",
      mailFrom: HARBOR_MAIN,
      community: MAPLE_COURT,
      from: 'From: "Harbor & Main" <leasing@harbormain.example>',
      replyTo: 'Reply-To: office@maplecourt.example',
    },
    {
      case: 'a bare MAIL_FROM is signed with the community',
      mailFrom: BARE,
      community: MAPLE_COURT,
      from: 'From: Maple Court Apartments <mail@harbormain.example>',
      replyTo: 'Reply-To: office@maplecourt.example',
    },
    {
      case: 'a community without a contact address takes no replies',
      mailFrom: BARE,
      community: WITHOUT_CONTACT,
      from: 'From: Maple Court Apartments <mail@harbormain.example>',
      replyTo: undefined,
    },
    {
      case: 'mail of no community has no Reply-To',
      mailFrom: BARE,
      community: null,
      from: 'From: mail@harbormain.example',
      replyTo: undefined,
    },
  ])('$case', async ({ mailFrom, community, from, replyTo }) => {
    const headers = await renderedHeaders(mailFrom, community);
    expect(headers).toContain(from);
    expect(headers.find((line) => line.startsWith('Reply-To:'))).toBe(replyTo);
  });
});

describeApi(
  "a community's e-mail, as the dev mailbox and mail_messages keep it",
  (context) => {
    beforeAll(async () => {
      await context()
        .database.db.update(communities)
        .set({ contactEmail: 'office@maplecourt.example' })
        .where(eq(communities.slug, 'maple-court'));
    });

    /** Asks for a password reset for a new user of `community` and returns the mail the dev mailbox shows. */
    async function resetMailAt(community: string) {
      const user = await signUp(context().app, {}, community);
      await context().app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        payload: { email: user.email, community },
      });
      const mailbox = await context().app.inject({
        method: 'GET',
        url: `/api/dev/mailbox/?community=${community}`,
      });
      const [latest] = mailbox.json().messages;
      expect(latest.recipient).toBe(user.email);
      return latest;
    }

    it("leaves from MAIL_FROM and asks replies to go to the community's contact address", async () => {
      const latest = await resetMailAt('maple-court');
      expect(latest).toMatchObject({
        from: 'Harbor & Main <leasing@harbormain.example>',
        reply_to: 'office@maplecourt.example',
      });
      const [stored] = await context()
        .database.db.select()
        .from(mailMessages)
        .where(eq(mailMessages.id, latest.id));
      expect(stored).toMatchObject({
        sender: 'Harbor & Main <leasing@harbormain.example>',
        replyTo: 'office@maplecourt.example',
      });
    });

    it('has no Reply-To where the community has no contact address', async () => {
      expect(await resetMailAt('lakeside-lofts')).toMatchObject({
        from: 'Harbor & Main <leasing@harbormain.example>',
        reply_to: null,
      });
    });
  },
  { mailFrom: HARBOR_MAIN },
);
