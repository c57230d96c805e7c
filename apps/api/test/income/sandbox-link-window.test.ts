import { expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { expectProviderPage } from '../support/provider-page.js';
import { describeApi } from '../support/test-app.js';
import { applyAtLakeside, getAsApplicant, signInToWindow } from './link-helpers.js';

describeApi('income: the sandbox provider window', (context) => {
  const app = () => context().app;
  const newLinkToken = async (flow = 'bank') => {
    const applicant = await applyAtLakeside(app(), context().database.db);
    const response = await getAsApplicant(app(), applicant, `create-plaid-link-token/${flow}/`);
    return response.json().link_token as string;
  };
  const openWindow = (query: string) =>
    app().inject({ method: 'GET', url: `/api/sandbox/financial-link/window?${query}` });

  it('serves a self-contained window that only our own pages may frame', async () => {
    const response = await openWindow('style=plaid&product=bank');
    expectProviderPage(response);
    expect(response.body).toContain('<h1>Link your bank account</h1>');
    expect(response.body).toContain('<legend>Choose your bank</legend>');
    expect(response.body).toContain('First Platypus Bank');
    expect(response.body).toContain('<label class="field" for="username">Username</label>');
    expect(response.body).toContain('aria-describedby="password-error"');
  });

  it('asks for no institution in an identity check', async () => {
    const response = await openWindow('style=plaid&product=identity');
    expect(response.body).toContain('<h1>Verify your identity</h1>');
    expect(response.body).not.toContain('<fieldset>');
  });

  it('refuses a style or product it does not know', async () => {
    expect((await openWindow('style=mx&product=bank')).statusCode).toBe(400);
    expect((await openWindow('style=plaid&product=crypto')).statusCode).toBe(400);
  });

  it('refuses a wrong password or an unknown user, and lets the applicant try again', async () => {
    const linkToken = await newLinkToken();
    const institution = 'ins_sandbox_platypus';
    for (const attempt of [
      { username: 'user_good', password: 'hunter2' },
      { username: 'somebody', password: 'pass_good' },
    ]) {
      const response = await signInToWindow(app(), {
        link_token: linkToken,
        institution_id: institution,
        ...attempt,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: [en.wrong_bank_credentials] });
    }
    const good = await signInToWindow(app(), {
      link_token: linkToken,
      institution_id: institution,
      username: 'user_good',
    });
    expect(good.json().status).toBe('linked');
  });

  it('needs a bank chosen from its list for a bank link', async () => {
    const linkToken = await newLinkToken();
    for (const institution of [undefined, 'ins_sandbox_gingham']) {
      const response = await signInToWindow(app(), {
        link_token: linkToken,
        username: 'user_good',
        ...(institution ? { institution_id: institution } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ institution_id: [en.choose_institution] });
    }
  });

  it('takes one sign-in per link, and none with a token it never gave', async () => {
    const linkToken = await newLinkToken();
    const signIn = { link_token: linkToken, institution_id: 'ins_sandbox_platypus', username: 'user_good' };
    expect((await signInToWindow(app(), signIn)).statusCode).toBe(200);
    for (const attempt of [signIn, { ...signIn, link_token: 'link-sandbox-guessed' }]) {
      const response = await signInToWindow(app(), attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(en.window_expired);
    }
  });

  it('slows down guessing: 20 sign-ins per address in 10 minutes', async () => {
    const attempt = { link_token: 'link-sandbox-guess', username: 'user_good' };
    for (let count = 0; count < 20; count += 1) {
      expect((await signInToWindow(app(), attempt, '203.0.113.9')).statusCode).toBe(400);
    }
    const limited = await signInToWindow(app(), attempt, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect((await signInToWindow(app(), attempt, '203.0.113.10')).statusCode).toBe(400);
  });
});
