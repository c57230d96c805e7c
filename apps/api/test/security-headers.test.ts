import { expect, it } from 'vitest';
import { createPlaidFinancialLink } from '../src/providers/financial-link/plaid.js';
import { fakePlaid } from './income/fake-plaid.js';
import { describeApi } from './support/test-app.js';

const policyOf = async (app: import('fastify').FastifyInstance) =>
  String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);

describeApi('content security policy with the built-in sandbox processor', (context) => {
  it('lets the pages load scripts and frames from our own origin only', async () => {
    const policy = await policyOf(context().app);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain('stripe.com');
    expect(policy).not.toContain('plaid.com');
  });
});

describeApi(
  'content security policy with Stripe',
  (context) => {
    it("allows Stripe.js, its Elements frames and its API, and nothing else's", async () => {
      const policy = await policyOf(context().app);
      expect(policy).toContain("script-src 'self' https://js.stripe.com;");
      expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
      expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
    });
  },
  { stripePublishableKey: 'pk_test_portal' },
);

describeApi(
  'content security policy with Plaid',
  (context) => {
    it("allows Plaid Link's script and frames and Plaid's API, and nothing else's", async () => {
      const policy = await policyOf(context().app);
      expect(policy).toContain("script-src 'self' https://cdn.plaid.com;");
      expect(policy).toContain("frame-src 'self' https://cdn.plaid.com;");
      expect(policy).toContain("connect-src 'self' https://*.plaid.com;");
      expect(policy).not.toContain('stripe.com');
    });
  },
  {
    financialLink: createPlaidFinancialLink({
      clientId: 'c',
      secret: 's',
      environment: 'sandbox',
      client: fakePlaid().client,
    }),
  },
);
