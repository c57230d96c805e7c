import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import { signUp } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

describeApi('GET /api/dev/mailbox/', (context) => {
  it("lists a community's e-mails, newest first, with their plain-text part", async () => {
    const user = await signUp(context().app);
    await context().app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: user.email, community: 'maple-court' },
    });
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/dev/mailbox/?community=maple-court',
    });
    expect(response.statusCode).toBe(200);
    const [latest] = response.json().messages;
    expect(latest).toMatchObject({
      // Without MAIL_FROM: the placeholder address, signed with the community's name.
      from: 'Maple Court Apartments <no-reply@portal.localhost>',
      reply_to: null,
      recipient: user.email,
      subject: 'Reset your Maple Court Apartments password',
    });
    expect(latest.text).toContain('/maple-court/password/verify?token=');
    const lakeside = await context().app.inject({
      method: 'GET',
      url: '/api/dev/mailbox/?community=lakeside-lofts',
    });
    expect(lakeside.json().messages.map((m: { recipient: string }) => m.recipient)).not.toContain(user.email);
  });

  it('answers 404 for an unknown community, and without one lists the mail of no community', async () => {
    expect(
      (await context().app.inject({ method: 'GET', url: '/api/dev/mailbox/?community=nowhere' })).statusCode,
    ).toBe(404);
    const mailer = createSandboxMailer({ db: context().database.db, clock: context().clock });
    await mailer.send({ community: null, to: 'owner@example.com', subject: 'Company mail', text: 'Hello' });
    const response = await context().app.inject({ method: 'GET', url: '/api/dev/mailbox/' });
    expect(response.statusCode).toBe(200);
    const subjects = response.json().messages.map((m: { subject: string }) => m.subject);
    expect(subjects).toEqual(['Company mail']);
  });

  it('does not exist in production', async () => {
    const production = await buildApp({ db: context().database.db, production: true });
    const response = await production.inject({
      method: 'GET',
      url: '/api/dev/mailbox/?community=maple-court',
    });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});
