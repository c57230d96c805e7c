import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { en } from '../../src/messages/en.js';
import { es } from '../../src/messages/es.js';
import { GOOD_PASSWORD, logIn, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';

const NEW_PASSWORD = 'Fresh-Start-2027';

describeApi('password reset', (context) => {
  const requestReset = (email: string) =>
    context().app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email, community: 'maple-court' },
    });
  const changeWith = (token: string, password = NEW_PASSWORD) =>
    context().app.inject({
      method: 'PUT',
      url: '/api/password-change/',
      headers: withToken(token),
      payload: { password },
    });
  const latestMail = async () => {
    const [mail] = await context()
      .database.db.select()
      .from(mailMessages)
      .orderBy(desc(mailMessages.id))
      .limit(1);
    return mail;
  };
  const tokenFrom = (text: string) => /password\/verify\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await latestMail();
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: en.reset_link_sent });
    expect((await latestMail())?.id).toBe(before?.id);
  });

  it('answers in the language the request asks for', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      headers: { 'accept-language': 'es' },
      payload: { email: 'nobody@example.com', community: 'maple-court' },
    });
    expect(response.json()).toEqual({ detail: es.reset_link_sent });
  });

  it('e-mails a link that verifies, sets the new password once and ends every session', async () => {
    const user = await signUp(context().app);
    const response = await requestReset(user.email);
    expect(response.json()).toEqual({ detail: en.reset_link_sent });
    const mail = await latestMail();
    expect(mail?.recipient).toBe(user.email);
    expect(mail?.text).toContain('http://localhost:80/maple-court/password/verify?token=');
    const token = tokenFrom(mail?.text ?? '');

    const verification = await context().app.inject({
      method: 'POST',
      url: '/api/password-reset-verification/',
      payload: { token },
    });
    expect(verification.json()).toEqual({ valid: true });

    const change = await changeWith(token);
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ detail: 'Password successfully changed' });
    expect(
      (await context().app.inject({ method: 'GET', url: '/api/profile/', headers: withToken(user.token) }))
        .statusCode,
    ).toBe(401);
    expect((await logIn(context().app, { username: user.email, password: GOOD_PASSWORD })).statusCode).toBe(
      400,
    );
    expect((await logIn(context().app, { username: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    const reuse = await changeWith(token, 'Another-Pass-33');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(en.invalid_reset_link);
  });

  it('never puts a forged host into the link', async () => {
    const user = await signUp(context().app);
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]) {
      await context().app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        headers,
        payload: { email: user.email, community: 'maple-court' },
      });
      const text = (await latestMail())?.text ?? '';
      expect(text).toContain('http://localhost');
      expect(text).not.toContain('evil.example');
    }
  });

  it('expires the link after an hour', async () => {
    const user = await signUp(context().app);
    await requestReset(user.email);
    const token = tokenFrom((await latestMail())?.text ?? '');
    context().clock.advanceMinutes(61);
    const verification = await context().app.inject({
      method: 'POST',
      url: '/api/password-reset-verification/',
      payload: { token },
    });
    expect(verification.statusCode).toBe(400);
    expect((await changeWith(token)).statusCode).toBe(400);
  });

  it('applies the password rules to the new password', async () => {
    const user = await signUp(context().app);
    await requestReset(user.email);
    const token = tokenFrom((await latestMail())?.text ?? '');
    const weak = await changeWith(token, 'weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual([
      'Password must contain at least 1 number',
      'Password must contain at least 1 uppercase letter',
    ]);
  });

  it('lets a signed-in user change their password, ending their other sessions', async () => {
    const user = await signUp(context().app);
    const other = (await logIn(context().app, { username: user.email, password: GOOD_PASSWORD })).json()
      .token;
    expect((await changeWith(user.token)).statusCode).toBe(200);
    expect(
      (await context().app.inject({ method: 'GET', url: '/api/profile/', headers: withToken(other) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await context().app.inject({ method: 'GET', url: '/api/profile/', headers: withToken(user.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401 to a password change with no token at all', async () => {
    const response = await context().app.inject({
      method: 'PUT',
      url: '/api/password-change/',
      payload: { password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
