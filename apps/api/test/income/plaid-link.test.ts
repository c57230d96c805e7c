import {
  PROVIDER_ERROR_MESSAGE,
  PROVIDER_FAILURE_CODE_MESSAGE,
  REPORT_GENERATION_FAILED_MESSAGE,
} from '@portal/domain/schemas/financial-link';
import { expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import type { StartedApplication } from '../factories/transactions.js';
import { startApplicationFor } from '../factories/transactions.js';
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
} from './link-helpers.js';

type Flow = 'bank' | 'payroll_digital' | 'payroll_manual';

describeApi('income: links through the second provider (sandbox)', (context) => {
  const app = () => context().app;
  const apply = () => applyAtLakeside(app(), context().database.db);
  const get = (application: StartedApplication, path: string) => getAsApplicant(app(), application, path);

  /** Opens the flow's window and signs in as the test user, as the applicant does. */
  async function linkAs(application: StartedApplication, username: string, flow: Flow = 'bank') {
    const token = await get(application, `create-plaid-link-token/${flow}/`);
    expect(token.statusCode).toBe(200);
    const institution = { bank: 'ins_sandbox_platypus', payroll_digital: 'ins_sandbox_gingham' }[
      flow as string
    ];
    const signIn = await signInToWindow(app(), {
      link_token: token.json().link_token,
      username,
      institution_id: institution ?? 'ins_sandbox_documents',
    });
    expect(signIn.statusCode).toBe(200);
    return signIn.json();
  }

  /** The window's success handed on to get-income-and-assets/{a}/{b}/{c}/. */
  const confirm = (
    application: StartedApplication,
    linked: { public_token: string; link_session_id: string },
    flow: Flow = 'bank',
  ) => get(application, `get-income-and-assets/${linked.public_token}/${linked.link_session_id}/${flow}/`);

  it('links a bank: token, window, success callback, then 202 twice and 200 with two income streams and savings', async () => {
    const applicant = await apply();
    const token = await get(applicant, 'create-plaid-link-token/bank/');
    expect(token.statusCode).toBe(200);
    const { link_token: linkToken, hosted_link_url: windowUrl, expiration, provider } = token.json();
    expect(provider).toBe('sandbox');
    expect(linkToken).toMatch(/^link-sandbox-/);
    expect(windowUrl).toBe(`/api/sandbox/financial-link/window?style=plaid&product=bank#${linkToken}`);
    expect(new Date(expiration).getTime()).toBeGreaterThan(context().clock.now().getTime());

    const signIn = await signInToWindow(app(), {
      link_token: linkTokenOf(windowUrl),
      institution_id: 'ins_sandbox_platypus',
      username: 'user_good',
    });
    expect(signIn.json()).toMatchObject({
      status: 'linked',
      public_token: expect.stringMatching(/^public-sandbox-/),
      link_session_id: expect.stringMatching(/^lsn_sandbox_/),
      institution: { id: 'ins_sandbox_platypus', name: 'First Platypus Bank' },
    });

    const confirmed = await confirm(applicant, signIn.json());
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toEqual({ status: 'pending' });

    const polls = await pollReport(app(), applicant, 'fetch-plaid-reports/bank/');
    expect(polls.map((reply) => reply.statusCode)).toEqual([202, 202, 200]);
    const data = polls.at(-1)?.json();
    const linked = { status: 20, is_plaid: true, flow_type: 'bank', plaid_has_fraud_risk: false };
    expect(data.income_sources).toEqual([
      expect.objectContaining({
        ...linked,
        income_or_asset_type: 150,
        estimated_amount: 5_590_000,
        other: 'Northwind Logistics — paid every two weeks',
      }),
      expect.objectContaining({
        ...linked,
        income_or_asset_type: 150,
        estimated_amount: 1_612_000,
        other: 'Lakeview Coffee Co. — paid weekly',
      }),
    ]);
    expect(data.asset_sources).toEqual([
      expect.objectContaining({
        ...linked,
        stream_type: 'asset',
        income_or_asset_type: 520,
        estimated_amount: 842_055,
        other: 'First Platypus Bank Everyday Savings ••••1111',
      }),
    ]);
    expect(data).toMatchObject({
      income_total: 7_202_000,
      asset_total: 842_055,
      reported_no_income_assets: false,
    });

    // Asking again answers the same sources: the report is imported once.
    const again = await get(applicant, 'fetch-plaid-reports/bank/');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(data);
    const listed = await get(applicant, 'financial-sources/');
    expect(listed.json()).toEqual(data);
  });

  it.each([
    ['payroll_digital', 145, false, 20],
    ['payroll_manual', 145, true, 10],
  ] as const)(
    'runs the %s flow: Plaid Payroll income streams, no assets',
    async (flow, type, pending, status) => {
      const applicant = await apply();
      const linked = await linkAs(applicant, 'user_good', flow);
      expect((await confirm(applicant, linked, flow)).statusCode).toBe(202);
      const polls = await pollReport(app(), applicant, `fetch-plaid-reports/${flow}/`);
      const data = polls.at(-1)?.json();
      expect(data.asset_sources).toEqual([]);
      expect(data.income_sources).toHaveLength(2);
      for (const source of data.income_sources) {
        expect(source).toMatchObject({
          income_or_asset_type: type,
          flow_type: flow,
          is_pending_plaid_verification: pending,
          status,
        });
      }
    },
  );

  it('surfaces the fraud flag of user_fraud on every source, which then waits for review', async () => {
    const applicant = await apply();
    const linked = await linkAs(applicant, 'user_fraud');
    await confirm(applicant, linked);
    const polls = await pollReport(app(), applicant, 'fetch-plaid-reports/bank/');
    const data = polls.at(-1)?.json();
    const sources = [...data.income_sources, ...data.asset_sources];
    expect(sources).toHaveLength(3);
    for (const source of sources) {
      expect(source).toMatchObject({
        status: 10,
        plaid_has_fraud_risk: true,
        plaid_risk_score_label: 'High',
        funnel_risk_signals: [
          'The pay amounts do not add up to the totals shown on the documents.',
          'The documents were edited after they were created.',
        ],
      });
    }
  });

  it('tells the window that user_fails was refused, and answers the failure code message after', async () => {
    const applicant = await apply();
    const signIn = await linkAs(applicant, 'user_fails');
    expect(signIn).toEqual({
      status: 'failed',
      error: {
        error_code: 'ITEM_LOCKED',
        error_message: 'The account is locked after too many attempts. Please try again later.',
      },
    });
    const confirmed = await confirm(applicant, {
      public_token: 'public-sandbox-none',
      link_session_id: 'lsn_x',
    });
    expect(confirmed.statusCode).toBe(502);
    expect(confirmed.json()).toEqual({
      error_type: 'ServerError',
      code: 'information_failed',
      message: PROVIDER_FAILURE_CODE_MESSAGE,
    });
    const fetched = await get(applicant, 'fetch-plaid-reports/bank/');
    expect(fetched.json().message).toBe(PROVIDER_FAILURE_CODE_MESSAGE);
  });

  it('answers the provider error message when user_error’s records cannot be fetched', async () => {
    const applicant = await apply();
    const linked = await linkAs(applicant, 'user_error');
    const confirmed = await confirm(applicant, linked);
    expect(confirmed.statusCode).toBe(502);
    expect(confirmed.json().message).toBe(PROVIDER_ERROR_MESSAGE);
    // The session is over: polling gets the same answer instead of waiting for ever.
    expect((await get(applicant, 'fetch-plaid-reports/bank/')).json().message).toBe(PROVIDER_ERROR_MESSAGE);
  });

  it('says a provider failure in Spanish when the request asks for it', async () => {
    const applicant = await apply();
    await confirm(applicant, await linkAs(applicant, 'user_error'));
    const spanish = await app().inject({
      method: 'GET',
      url: transactionUrl(applicant, 'fetch-plaid-reports/bank/'),
      headers: { ...withToken(applicant.user.token), 'accept-language': 'es' },
    });
    expect(spanish.statusCode).toBe(502);
    expect(spanish.json()).toEqual({
      error_type: 'ServerError',
      code: 'records_failed',
      message: 'Hubo un error al intentar obtener sus registros. Inténtelo de nuevo.',
    });
  });

  it('answers the report generation message once user_report_fails’s report fails', async () => {
    const applicant = await apply();
    await confirm(applicant, await linkAs(applicant, 'user_report_fails'));
    const polls = await pollReport(app(), applicant, 'fetch-plaid-reports/bank/');
    expect(polls.map((reply) => reply.statusCode)).toEqual([202, 202, 502]);
    expect(polls.at(-1)?.json().message).toBe(REPORT_GENERATION_FAILED_MESSAGE);
    expect((await get(applicant, 'financial-sources/')).json().income_sources).toEqual([]);
  });

  it('refuses a public token the window did not give', async () => {
    const applicant = await apply();
    const linked = await linkAs(applicant, 'user_good');
    const confirmed = await confirm(applicant, { ...linked, public_token: 'public-sandbox-forged' });
    expect(confirmed.statusCode).toBe(502);
    expect(confirmed.json().message).toBe(PROVIDER_FAILURE_CODE_MESSAGE);
  });

  it('has no report before a link, nor before the window is finished', async () => {
    const applicant = await apply();
    const none = await get(applicant, 'fetch-plaid-reports/bank/');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(en.no_link_started);
    await get(applicant, 'create-plaid-link-token/bank/');
    const unfinished = await get(applicant, 'fetch-plaid-reports/bank/');
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe('Finish linking your account in the provider window first.');
  });

  it('lets a link token expire after four hours', async () => {
    const applicant = await apply();
    const token = await get(applicant, 'create-plaid-link-token/bank/');
    // Four hours in steps shorter than the idle timeout, the applicant active all along.
    for (let step = 0; step < 13; step += 1) {
      context().clock.advanceMinutes(19);
      expect((await getAs(app(), applicant.user.token, '/api/session/')).statusCode).toBe(200);
    }
    const expired = await confirm(applicant, {
      public_token: 'public-sandbox-late',
      link_session_id: 'lsn_late',
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(en.link_expired);
    const signIn = await signInToWindow(app(), {
      link_token: token.json().link_token,
      institution_id: 'ins_sandbox_platypus',
      username: 'user_good',
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('offers no link where the community verifies income by hand', async () => {
    const maple = await startApplicationFor(app(), context().database.db);
    const response = await get(maple, 'create-plaid-link-token/bank/');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.link_not_offered);
  });

  it.each([
    ['create-plaid-link-token/crypto/', 'flow'],
    ['fetch-plaid-reports/savings/', 'flow'],
    ['get-income-and-assets/public.token/lsn_1/bank/', 'public_token'],
    ['get-income-and-assets/public-x/lsn_1/wire/', 'flow'],
  ])('refuses %s (%s)', async (path, field) => {
    const applicant = await apply();
    const response = await get(applicant, path);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  itKeepsPathsToTheApplicant(
    [
      'create-plaid-link-token/bank/',
      'get-income-and-assets/public-sandbox-x/lsn_x/bank/',
      'fetch-plaid-reports/bank/',
    ],
    app,
    apply,
  );

  it('will not start a link for a cross-site request riding on the cookie', async () => {
    const applicant = await apply();
    const url = transactionUrl(applicant, 'create-plaid-link-token/bank/');
    const withCookies = (headers: Record<string, string>) =>
      app().inject({ method: 'GET', url, cookies: applicant.user.cookies, headers });
    expect((await withCookies({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await withCookies({})).statusCode).toBe(403);
    expect((await withCookies({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await withCookies({ 'x-csrf-token': applicant.user.csrfToken })).statusCode).toBe(200);
  });
});
