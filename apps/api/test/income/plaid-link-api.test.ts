import { NO_LINK_MESSAGE } from '@portal/domain/schemas/financial-link';
import { expect, it } from 'vitest';
import { createPlaidFinancialLink } from '../../src/providers/financial-link/plaid.js';
import { describeApi } from '../support/test-app.js';
import { fakePlaid } from './fake-plaid.js';
import { applyAtLakeside, getAs, getAsApplicant, pollReport } from './link-helpers.js';

const plaid = fakePlaid();

describeApi(
  'income: links through the Plaid adapter',
  (context) => {
    const app = () => context().app;

    it('hands the link token to Plaid Link, trades the public token and imports the reports', async () => {
      const applicant = await applyAtLakeside(app(), context().database.db);
      const get = (path: string) => getAsApplicant(app(), applicant, path);
      const token = await get('create-plaid-link-token/bank/');
      expect(token.json()).toEqual({
        provider: 'plaid',
        link_token: 'link-production-abc',
        expiration: '2026-11-22T19:00:00.000Z',
        hosted_link_url: null,
      });
      expect((await get('get-income-and-assets/public-production-1/link-session-1/bank/')).statusCode).toBe(
        202,
      );
      expect(plaid.requests.find((request) => request.method === 'itemPublicTokenExchange')?.request).toEqual(
        {
          public_token: 'public-production-1',
        },
      );
      const polls = await pollReport(app(), applicant, 'fetch-plaid-reports/bank/');
      expect(polls.map((reply) => reply.statusCode)).toEqual([200]);
      expect(polls[0]?.json()).toMatchObject({
        income_total: 5_231_667 + 365_203,
        asset_total: 842_055 + 32_010,
      });
    });

    it('answers the spec’s no-link message for an identity check without a Plaid template', async () => {
      const applicant = await applyAtLakeside(app(), context().database.db);
      const own = await getAs(
        app(),
        applicant.user.token,
        `/api/verification-link-token/?lease_transaction_id=${applicant.transactionId}&product=identity`,
      );
      expect(own.statusCode).toBe(502);
      expect(own.json().message).toBe(NO_LINK_MESSAGE);
    });
  },
  {
    financialLink: createPlaidFinancialLink({
      clientId: 'c',
      secret: 's',
      environment: 'sandbox',
      client: plaid.client,
    }),
  },
);
