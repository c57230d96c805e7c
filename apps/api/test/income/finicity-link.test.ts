import {
  PROVIDER_ERROR_MESSAGE,
  PROVIDER_FAILURE_CODE_MESSAGE,
  REPORT_GENERATION_FAILED_MESSAGE,
} from '@portal/domain/schemas/financial-link';
import { beforeAll, expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import {
  applyAtLakeside,
  getAs,
  getAsApplicant,
  itKeepsPathsToTheApplicant,
  linkTokenOf,
  pollReport,
  signInToWindow,
  transactionUrl,
  useFirstProviderAtMapleCourt,
} from './link-helpers.js';

describeApi('income: bank link through the first provider (sandbox)', (context) => {
  const app = () => context().app;
  const apply = () => startApplicationFor(app(), context().database.db);
  const get = (application: StartedApplication, path: string) => getAsApplicant(app(), application, path);
  const acceptTerms = (application: StartedApplication) =>
    app().inject({
      method: 'POST',
      url: transactionUrl(application, 'terms-accepted/'),
      headers: withToken(application.user.token),
      payload: { type: 'finicity', context: { time: context().clock.now().toISOString() } },
    });

  beforeAll(async () => useFirstProviderAtMapleCourt(context().database.db));

  /** Terms, link and the window signed in as the test user: the window is done. */
  async function linkAs(application: StartedApplication, username: string) {
    await acceptTerms(application);
    const link = await get(application, 'generate-finicity-link/');
    expect(link.statusCode).toBe(200);
    const signIn = await signInToWindow(app(), {
      link_token: linkTokenOf(link.json().link),
      institution_id: 'ins_sandbox_tartan',
      username,
    });
    expect(signIn.statusCode).toBe(200);
    return signIn.json();
  }

  it('publishes the terms of linking a bank account', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/financial-link-terms/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toMatch(/^# Linking Your Bank Account/);
    expect(response.json().current_revision).toEqual({ id: '2026-11-22', content_type: 'text/markdown' });
  });

  it('asks for the terms first, and records them once', async () => {
    const applicant = await apply();
    const early = await get(applicant, 'generate-finicity-link/');
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual({ terms: [en.accept_link_terms_first] });
    const accepted = await acceptTerms(applicant);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ type: 'finicity', revision: '2026-11-22' });
    expect((await acceptTerms(applicant)).statusCode).toBe(200);
    const link = await get(applicant, 'generate-finicity-link/');
    expect(link.statusCode).toBe(200);
    expect(link.json().link).toMatch(
      /^\/api\/sandbox\/financial-link\/window\?style=finicity&product=bank#link-sandbox-/,
    );
  });

  it('links a bank: window, generate (202), then 202 twice and 200 with the streams and savings', async () => {
    const applicant = await apply();
    const signIn = await linkAs(applicant, 'user_good');
    // The first provider's window hands the app no token: the link is ours already.
    expect(signIn).toMatchObject({ status: 'linked', public_token: null });
    const generated = await get(applicant, 'generate-finicity-reports/');
    expect(generated.statusCode).toBe(202);
    expect(generated.json()).toEqual({ status: 'pending' });
    // Asking again while the reports are built changes nothing.
    expect((await get(applicant, 'generate-finicity-reports/')).statusCode).toBe(202);

    const polls = await pollReport(app(), applicant, 'fetch-finicity-reports/');
    expect(polls.map((reply) => reply.statusCode)).toEqual([202, 202, 200]);
    const data = polls.at(-1)?.json();
    const linked = { status: 20, is_plaid: false, flow_type: null };
    expect(data.income_sources).toEqual([
      expect.objectContaining({
        ...linked,
        income_or_asset_type: 150,
        estimated_amount: 5_590_000,
        finicity_income_stream_id: 'sandbox-stream-northwind',
      }),
      expect.objectContaining({
        ...linked,
        income_or_asset_type: 150,
        estimated_amount: 1_612_000,
        finicity_income_stream_id: 'sandbox-stream-lakeview',
      }),
    ]);
    expect(data.asset_sources).toEqual([
      expect.objectContaining({
        ...linked,
        income_or_asset_type: 520,
        estimated_amount: 842_055,
        other: 'Tartan Credit Union Everyday Savings ••••1111',
        finicity_income_stream_id: null,
      }),
    ]);
  });

  it('waits for the window before generating reports', async () => {
    const applicant = await apply();
    await acceptTerms(applicant);
    const link = await get(applicant, 'generate-finicity-link/');
    const early = await get(applicant, 'generate-finicity-reports/');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Finish linking your account in the provider window first.');
    // Not being finished yet is no failure: the window can still be done.
    await signInToWindow(app(), {
      link_token: linkTokenOf(link.json().link),
      institution_id: 'ins_sandbox_tartan',
      username: 'user_good',
    });
    expect((await get(applicant, 'generate-finicity-reports/')).statusCode).toBe(202);
  });

  it.each([
    ['user_fails', PROVIDER_FAILURE_CODE_MESSAGE, 'information_failed'],
    ['user_error', PROVIDER_ERROR_MESSAGE, 'records_failed'],
  ])('answers %s with "%s" when the reports are asked for', async (username, message, code) => {
    const applicant = await apply();
    await linkAs(applicant, username);
    const generated = await get(applicant, 'generate-finicity-reports/');
    expect(generated.statusCode).toBe(502);
    expect(generated.json()).toEqual({ error_type: 'ServerError', code, message });
  });

  it('answers the report generation message when user_report_fails’s report fails', async () => {
    const applicant = await apply();
    await linkAs(applicant, 'user_report_fails');
    await get(applicant, 'generate-finicity-reports/');
    const polls = await pollReport(app(), applicant, 'fetch-finicity-reports/');
    expect(polls.at(-1)?.statusCode).toBe(502);
    expect(polls.at(-1)?.json().message).toBe(REPORT_GENERATION_FAILED_MESSAGE);
  });

  it('surfaces user_fraud’s fraud risk', async () => {
    const applicant = await apply();
    await linkAs(applicant, 'user_fraud');
    await get(applicant, 'generate-finicity-reports/');
    const polls = await pollReport(app(), applicant, 'fetch-finicity-reports/');
    expect(polls.at(-1)?.json().income_sources[0]).toMatchObject({
      status: 10,
      plaid_has_fraud_risk: true,
      plaid_risk_score_label: 'High',
    });
  });

  it('has no report to fetch before a link', async () => {
    const applicant = await apply();
    const response = await get(applicant, 'fetch-finicity-reports/');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.no_link_started);
  });

  it('offers no first-provider link where the community uses the second', async () => {
    const lakeside = await applyAtLakeside(app(), context().database.db);
    await acceptTerms(lakeside);
    const response = await get(lakeside, 'generate-finicity-link/');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.link_not_offered);
  });

  itKeepsPathsToTheApplicant(
    ['generate-finicity-link/', 'generate-finicity-reports/', 'fetch-finicity-reports/'],
    app,
    apply,
  );

  it('refuses a transaction id that is not a number', async () => {
    const applicant = await apply();
    const response = await getAs(app(), applicant.user.token, '/api/transaction/abc/generate-finicity-link/');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toBeDefined();
  });
});
