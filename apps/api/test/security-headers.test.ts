import { expect, it } from 'vitest';
import { describeApi } from './support/test-app.js';

const policyOf = async (app: import('fastify').FastifyInstance) =>
  String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);

describeApi('content security policy with the built-in sandbox processor', (context) => {
  it('lets the pages load scripts and frames from our own origin only', async () => {
    const policy = await policyOf(context().app);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain('stripe.com');
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
