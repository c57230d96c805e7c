import { describe, expect, it } from 'vitest';
import { FinancialLinkError } from '../../src/providers/financial-link/financial-link-provider.js';
import { createPlaidFinancialLink } from '../../src/providers/financial-link/plaid.js';
import { fakePlaid, payrollIncome, plaidError } from './fake-plaid.js';

const keys = { clientId: 'client', secret: 'secret', environment: 'sandbox' as const };

/** Runs a link through start, the success callback and the report request, as the service does. */
async function linked(
  provider: ReturnType<typeof createPlaidFinancialLink>,
  product: 'bank' | 'payroll_digital' | 'payroll_manual',
) {
  const started = await provider.startLink({ style: 'plaid', product, userReference: 'applicant-7' });
  return provider.requestReports(await provider.exchangePublicToken(started.state, 'public-production-1'));
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof FinancialLinkError ? error.failure : error),
  );

describe('Plaid adapter', () => {
  it('starts Bank Income with Assets for a Plaid user of its own, and leaves the window to Plaid Link', async () => {
    const plaid = fakePlaid();
    const started = await createPlaidFinancialLink({ ...keys, client: plaid.client }).startLink({
      style: 'plaid',
      product: 'bank',
      userReference: 'applicant-7',
    });
    expect(started).toMatchObject({
      linkToken: 'link-production-abc',
      windowUrl: null,
      expiresAt: new Date('2026-11-22T19:00:00Z'),
    });
    const [user, link] = plaid.requests;
    const clientUserId = (user?.request as { client_user_id?: string } | undefined)?.client_user_id;
    expect(clientUserId).toMatch(/^applicant-7-[0-9a-f-]{36}$/);
    expect(link).toEqual({
      method: 'linkTokenCreate',
      request: {
        client_name: 'Rental Portal',
        language: 'en',
        country_codes: ['US'],
        user: { client_user_id: clientUserId },
        user_token: 'user-sandbox-token',
        products: ['income_verification', 'assets'],
        income_verification: { income_source_types: ['bank'], bank_income: { days_requested: 90 } },
      },
    });
  });

  it("names the portal's OAuth return page to Plaid when one is configured", async () => {
    const plaid = fakePlaid();
    const redirectUri = 'https://portal.example/plaid-oauth';
    await createPlaidFinancialLink({ ...keys, redirectUri, client: plaid.client }).startLink({
      style: 'plaid',
      product: 'bank',
      userReference: 'applicant-7',
    });
    expect(plaid.requests[1]?.request).toMatchObject({ redirect_uri: redirectUri });
  });

  it.each([
    ['payroll_digital', 'payroll_digital_income'],
    ['payroll_manual', 'payroll_document_income'],
  ] as const)('starts Payroll Income for %s with the %s flow', async (product, flowType) => {
    const plaid = fakePlaid();
    await createPlaidFinancialLink({ ...keys, client: plaid.client }).startLink({
      style: 'plaid',
      product,
      userReference: 'applicant-7',
    });
    expect(plaid.requests[1]?.request).toMatchObject({
      products: ['income_verification'],
      income_verification: { income_source_types: ['payroll'], payroll_income: { flow_types: [flowType] } },
    });
  });

  it('maps Bank Income and the asset report: streams annualized, deposit and investment accounts only', async () => {
    let ready = false;
    const plaid = fakePlaid({
      assetReportGet: () => {
        if (!ready) throw plaidError('PRODUCT_NOT_READY');
        return undefined;
      },
    });
    const provider = createPlaidFinancialLink({ ...keys, client: plaid.client });
    const state = await linked(provider, 'bank');
    expect(plaid.requests.map((request) => request.method)).toEqual([
      'userCreate',
      'linkTokenCreate',
      'itemPublicTokenExchange',
      'assetReportCreate',
    ]);
    expect(plaid.requests[3]?.request).toEqual({
      access_tokens: ['access-production-xyz'],
      days_requested: 90,
    });
    expect(await provider.fetchReports(state)).toEqual({ status: 'pending' });

    ready = true;
    const withReport = createPlaidFinancialLink({ ...keys, client: fakePlaid().client });
    expect(await withReport.fetchReports(state)).toEqual({
      status: 'ready',
      report: {
        incomeStreams: [
          // $12,900 over 90 days is $52,316.67 a year.
          {
            reference: 'src-1',
            payerName: 'NORTHWIND LOGISTICS PAYROLL',
            payFrequency: 'biweekly',
            yearlyCents: 5_231_667,
          },
          {
            reference: 'src-2',
            payerName: 'First Platypus Bank',
            payFrequency: 'unknown',
            yearlyCents: 365_203,
          },
        ],
        assetAccounts: [
          {
            reference: 'acc-1',
            institutionName: 'First Platypus Bank',
            accountName: 'Plaid Savings',
            mask: '1111',
            balanceCents: 842_055,
          },
          {
            reference: 'acc-3',
            institutionName: 'First Platypus Bank',
            accountName: 'Plaid IRA',
            mask: null,
            balanceCents: 32_010,
          },
        ],
        risk: null,
        pendingProviderVerification: false,
      },
    });
  });

  it('maps Payroll Income: one stream per employer from its latest pay stub, once processing completes', async () => {
    let status = 'PROCESSING';
    const plaid = fakePlaid({ creditPayrollIncomeGet: () => payrollIncome(status) });
    const provider = createPlaidFinancialLink({ ...keys, client: plaid.client });
    const state = await linked(provider, 'payroll_digital');
    // Payroll data belongs to the Plaid user: no item to exchange, no report to create.
    expect(plaid.requests.map((request) => request.method)).toEqual(['userCreate', 'linkTokenCreate']);
    expect(await provider.fetchReports(state)).toEqual({ status: 'pending' });
    status = 'PROCESSING_COMPLETE';
    expect(await provider.fetchReports(state)).toEqual({
      status: 'ready',
      report: {
        incomeStreams: [
          {
            reference: 'doc-Northwind Logistics-2026-11-14',
            payerName: 'Northwind Logistics',
            payFrequency: 'biweekly',
            yearlyCents: 5_590_000,
          },
          {
            reference: 'doc-Lakeview Coffee Co.-2026-11-13',
            payerName: 'Lakeview Coffee Co.',
            payFrequency: 'weekly',
            yearlyCents: 1_612_000,
          },
        ],
        assetAccounts: [],
        risk: null,
        pendingProviderVerification: false,
      },
    });
    expect(plaid.requests.at(-1)?.request).toEqual({ user_token: 'user-sandbox-token' });
  });

  it("reads Document Income's fraud signals for uploaded pay documents", async () => {
    const provider = createPlaidFinancialLink({ ...keys, client: fakePlaid().client });
    const report = await provider.fetchReports(await linked(provider, 'payroll_manual'));
    expect(report).toMatchObject({
      status: 'ready',
      report: {
        risk: { hasFraudRisk: true, riskScoreLabel: 'High', signals: ['Two fonts in the net pay field'] },
        pendingProviderVerification: true,
      },
    });
  });

  it('names each failure the way the spec words it', async () => {
    const provider = (answers: Parameters<typeof fakePlaid>[0]) =>
      createPlaidFinancialLink({ ...keys, client: fakePlaid(answers).client });
    const start = (
      link: ReturnType<typeof provider>,
      style: 'plaid' | 'finicity' = 'plaid',
      product: 'bank' | 'identity' = 'bank',
    ) => link.startLink({ style, product, userReference: 'applicant-7' });

    expect(await failureOf(start(provider({}), 'finicity'))).toBe('no_link');
    expect(await failureOf(start(provider({}), 'plaid', 'identity'))).toBe('no_link');
    const down = provider({
      linkTokenCreate: () => {
        throw plaidError('INTERNAL_SERVER_ERROR');
      },
    });
    expect(await failureOf(start(down))).toBe('no_link');

    const state = (await start(provider({}))).state;
    const badToken = provider({
      itemPublicTokenExchange: () => {
        throw plaidError('INVALID_PUBLIC_TOKEN');
      },
    });
    expect(await failureOf(badToken.exchangePublicToken(state, 'public-x'))).toBe('access_failed');
    const exchanged = await provider({}).exchangePublicToken(state, 'public-x');
    const locked = provider({
      assetReportCreate: () => {
        throw plaidError('ITEM_LOCKED');
      },
    });
    expect(await failureOf(locked.requestReports(exchanged))).toBe('access_failed');
    const broken = provider({
      assetReportCreate: () => {
        throw plaidError('INTERNAL_SERVER_ERROR');
      },
    });
    expect(await failureOf(broken.requestReports(exchanged))).toBe('records_failed');

    const payroll = provider({ creditPayrollIncomeGet: () => payrollIncome('FAILED') });
    const payrollState = (
      await payroll.startLink({ style: 'plaid', product: 'payroll_digital', userReference: 'a' })
    ).state;
    expect(await failureOf(payroll.fetchReports(payrollState))).toBe('report_failed');
  });

  it('offers an identity check with a configured template', async () => {
    const plaid = fakePlaid();
    await createPlaidFinancialLink({
      ...keys,
      identityTemplateId: 'idvtmp_1',
      client: plaid.client,
    }).startLink({
      style: 'plaid',
      product: 'identity',
      userReference: 'applicant-7',
    });
    expect(plaid.requests.map((request) => request.method)).toEqual(['linkTokenCreate']);
    expect(plaid.requests[0]?.request).toMatchObject({
      products: ['identity_verification'],
      identity_verification: { template_id: 'idvtmp_1' },
    });
  });
});
