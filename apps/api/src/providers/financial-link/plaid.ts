import { randomUUID } from 'node:crypto';
import type { LinkProduct } from '@portal/domain/constants/financial-link';
import {
  type AssetReportCreateRequest,
  type AssetReportCreateResponse,
  type AssetReportGetRequest,
  type AssetReportGetResponse,
  Configuration,
  type CreditBankIncomeGetRequest,
  type CreditBankIncomeGetResponse,
  type CreditPayrollIncomeGetRequest,
  type CreditPayrollIncomeGetResponse,
  type CreditPayrollIncomeRiskSignalsGetRequest,
  type CreditPayrollIncomeRiskSignalsGetResponse,
  type ItemPublicTokenExchangeRequest,
  type ItemPublicTokenExchangeResponse,
  type LinkTokenCreateRequest,
  type LinkTokenCreateResponse,
  PlaidApi,
  PlaidEnvironments,
  type UserCreateRequest,
  type UserCreateResponse,
} from 'plaid';
import {
  FinancialLinkError,
  type FinancialLinkProvider,
  type ReportStatus,
} from './financial-link-provider.js';
import { calling, plaidErrorCode } from './plaid-errors.js';
import { DAYS_REQUESTED, linkTokenRequest, type PlaidUser } from './plaid-link-token.js';
import {
  assetAccounts,
  bankIncomeStreams,
  payrollProcessing,
  payrollRisk,
  payrollStreams,
} from './plaid-reports.js';

type PlaidCall<Request, Response> = (request: Request) => Promise<{ data: Response }>;

/** The calls we make through the SDK; tests hand in a fake with the same shape instead of the network. */
export interface PlaidClient {
  userCreate: PlaidCall<UserCreateRequest, UserCreateResponse>;
  linkTokenCreate: PlaidCall<LinkTokenCreateRequest, LinkTokenCreateResponse>;
  itemPublicTokenExchange: PlaidCall<ItemPublicTokenExchangeRequest, ItemPublicTokenExchangeResponse>;
  assetReportCreate: PlaidCall<AssetReportCreateRequest, AssetReportCreateResponse>;
  assetReportGet: PlaidCall<AssetReportGetRequest, AssetReportGetResponse>;
  creditBankIncomeGet: PlaidCall<CreditBankIncomeGetRequest, CreditBankIncomeGetResponse>;
  creditPayrollIncomeGet: PlaidCall<CreditPayrollIncomeGetRequest, CreditPayrollIncomeGetResponse>;
  creditPayrollIncomeRiskSignalsGet: PlaidCall<
    CreditPayrollIncomeRiskSignalsGetRequest,
    CreditPayrollIncomeRiskSignalsGetResponse
  >;
}

export interface PlaidKeys {
  clientId: string;
  secret: string;
  environment: 'sandbox' | 'production';
  /** The Identity Verification template; without it the identity product is not offered. */
  identityTemplateId?: string;
  /** The portal's `/plaid-oauth` page registered with Plaid, for banks that sign in on their own (OAuth) page. */
  redirectUri?: string;
  client?: PlaidClient;
}

/** What later calls need, sealed by the caller: Plaid's user and item tokens are bearer secrets. */
interface PlaidState {
  product: LinkProduct;
  user?: PlaidUser;
  accessToken?: string;
  assetReportToken?: string;
}

export function plaidClientFor(keys: Pick<PlaidKeys, 'clientId' | 'secret' | 'environment'>): PlaidClient {
  return new PlaidApi(
    new Configuration({
      basePath: PlaidEnvironments[keys.environment],
      baseOptions: { headers: { 'PLAID-CLIENT-ID': keys.clientId, 'PLAID-SECRET': keys.secret } },
    }),
  );
}

/**
 * Plaid through its official SDK: Bank Income with Assets for the bank link, Payroll Income (digital or
 * documents) for the payroll flows, Identity Verification for the identity product. Plaid Link opens in
 * the browser from the link token; it has no first-style (Finicity) window.
 */
export function createPlaidFinancialLink(keys: PlaidKeys): FinancialLinkProvider {
  const client = keys.client ?? plaidClientFor(keys);
  const parse = (state: string) => JSON.parse(state) as PlaidState;

  async function fetchPayroll(state: PlaidState): Promise<ReportStatus> {
    const payroll = (await client.creditPayrollIncomeGet({ ...state.user })).data;
    const processing = payrollProcessing(payroll);
    if (processing === 'failed') throw new FinancialLinkError('report_failed', 'Payroll processing failed');
    if (processing === 'pending') return { status: 'pending' };
    const documents = state.product === 'payroll_manual';
    const risk = documents
      ? payrollRisk((await client.creditPayrollIncomeRiskSignalsGet({ ...state.user })).data)
      : null;
    return {
      status: 'ready',
      report: {
        incomeStreams: payrollStreams(payroll),
        assetAccounts: [],
        risk,
        pendingProviderVerification: documents,
      },
    };
  }

  async function fetchBank(state: PlaidState): Promise<ReportStatus> {
    let assets: AssetReportGetResponse;
    try {
      assets = (await client.assetReportGet({ asset_report_token: state.assetReportToken ?? '' })).data;
    } catch (error) {
      if (plaidErrorCode(error) === 'PRODUCT_NOT_READY') return { status: 'pending' };
      throw error;
    }
    const income = (await client.creditBankIncomeGet({ ...state.user, options: { count: 1 } })).data;
    return {
      status: 'ready',
      report: {
        incomeStreams: bankIncomeStreams(income.bank_income?.[0]),
        assetAccounts: assetAccounts(assets.report),
        risk: null,
        pendingProviderVerification: false,
      },
    };
  }

  return {
    name: 'plaid',

    startLink: ({ style, product, userReference }) =>
      calling('no_link', async () => {
        if (style !== 'plaid') throw new FinancialLinkError('no_link', 'Plaid has no first-style window');
        if (product === 'identity' && !keys.identityTemplateId) {
          throw new FinancialLinkError('no_link', 'No Identity Verification template is configured');
        }
        // A Plaid user per link: client_user_id must be new to Plaid, and never names the applicant.
        const clientUserId = `${userReference}-${randomUUID()}`;
        let user: PlaidState['user'];
        if (product !== 'identity') {
          const created = (await client.userCreate({ client_user_id: clientUserId })).data;
          user = created.user_token ? { user_token: created.user_token } : { user_id: created.user_id };
        }
        const { data } = await client.linkTokenCreate(linkTokenRequest(product, clientUserId, user, keys));
        const state: PlaidState = { product, ...(user ? { user } : {}) };
        return {
          linkToken: data.link_token,
          windowUrl: null,
          expiresAt: new Date(data.expiration),
          state: JSON.stringify(state),
        };
      }),

    exchangePublicToken: (state, publicToken) =>
      calling('access_failed', async () => {
        const parsed = parse(state);
        // Payroll data belongs to the Plaid user, not an item: there is nothing to exchange.
        if (parsed.product !== 'bank') return state;
        const { data } = await client.itemPublicTokenExchange({ public_token: publicToken });
        return JSON.stringify({ ...parsed, accessToken: data.access_token });
      }),

    requestReports: (state) =>
      calling('records_failed', async () => {
        const parsed = parse(state);
        if (parsed.product !== 'bank' || parsed.assetReportToken) return state;
        if (!parsed.accessToken)
          throw new FinancialLinkError('not_linked', 'The public token was not exchanged');
        const { data } = await client.assetReportCreate({
          access_tokens: [parsed.accessToken],
          days_requested: DAYS_REQUESTED,
        });
        return JSON.stringify({ ...parsed, assetReportToken: data.asset_report_token });
      }),

    fetchReports: (state) =>
      calling('report_failed', async () => {
        const parsed = parse(state);
        return parsed.product === 'bank' ? fetchBank(parsed) : fetchPayroll(parsed);
      }),
  };
}
