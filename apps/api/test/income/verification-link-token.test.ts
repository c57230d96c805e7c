import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { describeApi } from '../support/test-app.js';
import {
  applyAtLakeside,
  getAs,
  getAsApplicant,
  linkTokenOf,
  pollReport,
  signInToWindow,
} from './link-helpers.js';

describeApi('income: the verification link launcher token', (context) => {
  const app = () => context().app;
  const tokenUrl = (transactionId: number | string, product: string) =>
    `/api/verification-link-token/?lease_transaction_id=${transactionId}&product=${product}`;

  it.each([
    ['bank', 'bank'],
    ['income', 'payroll_digital'],
    ['identity', 'identity'],
  ])('gives a token for the %s product, which opens the %s window', async (product, windowProduct) => {
    const applicant = await applyAtLakeside(app(), context().database.db);
    const response = await getAs(app(), applicant.user.token, tokenUrl(applicant.transactionId, product));
    expect(response.statusCode).toBe(200);
    const { token, hosted_link_url: windowUrl } = response.json();
    expect(token).toMatch(/^link-sandbox-/);
    expect(windowUrl).toBe(
      `/api/sandbox/financial-link/window?style=plaid&product=${windowProduct}#${token}`,
    );
  });

  it("runs the bank product's link through to the report, like the Connect screen's", async () => {
    const applicant = await applyAtLakeside(app(), context().database.db);
    const token = (
      await getAs(app(), applicant.user.token, tokenUrl(applicant.transactionId, 'bank'))
    ).json();
    const linked = await signInToWindow(app(), {
      link_token: linkTokenOf(token.hosted_link_url),
      institution_id: 'ins_sandbox_houndstooth',
      username: 'user_good',
    });
    const path = `get-income-and-assets/${linked.json().public_token}/${linked.json().link_session_id}/bank/`;
    expect((await getAsApplicant(app(), applicant, path)).statusCode).toBe(202);
    const polls = await pollReport(app(), applicant, 'fetch-plaid-reports/bank/');
    expect(polls.at(-1)?.json().asset_sources[0].other).toBe('Houndstooth Bank Everyday Savings ••••1111');
  });

  it('checks identity anywhere, even where income is proven by hand', async () => {
    const maple = await startApplicationFor(app(), context().database.db);
    const passes = await getAs(app(), maple.user.token, tokenUrl(maple.transactionId, 'identity'));
    expect(passes.statusCode).toBe(200);
    const signIn = await signInToWindow(app(), { link_token: passes.json().token, username: 'user_good' });
    expect(signIn.json()).toMatchObject({ status: 'linked', institution: null });
    const fails = await getAs(app(), maple.user.token, tokenUrl(maple.transactionId, 'identity'));
    const refused = await signInToWindow(app(), { link_token: fails.json().token, username: 'user_fails' });
    expect(refused.json().status).toBe('failed');
    // Bank and income products are income verification, which Maple Court does by hand.
    expect((await getAs(app(), maple.user.token, tokenUrl(maple.transactionId, 'bank'))).statusCode).toBe(
      409,
    );
  });

  it.each([
    ['lease_transaction_id=1&product=crypto', 'product'],
    ['product=bank', 'lease_transaction_id'],
    ['lease_transaction_id=abc&product=bank', 'lease_transaction_id'],
  ])('refuses ?%s', async (query, field) => {
    const applicant = await applyAtLakeside(app(), context().database.db);
    const response = await getAs(app(), applicant.user.token, `/api/verification-link-token/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('needs a session', async () => {
    const applicant = await applyAtLakeside(app(), context().database.db);
    const response = await app().inject({ method: 'GET', url: tokenUrl(applicant.transactionId, 'bank') });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another person's application", async () => {
    const owner = await applyAtLakeside(app(), context().database.db);
    const stranger = await applyAtLakeside(app(), context().database.db);
    const response = await getAs(app(), stranger.user.token, tokenUrl(owner.transactionId, 'bank'));
    expect(response.statusCode).toBe(404);
  });
});
