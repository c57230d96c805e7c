import { registerThroughApi } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/**
 * A listing's or an agent's link to one apartment (decision 0027). Bayview Terrace's B204 is this spec's:
 * no other journey applies for it, so it is still open whatever ran before.
 */
test.describe('a link naming an apartment', () => {
  test('puts the apartment first, and the link goes to the leasing team with the application', async ({
    page,
  }) => {
    const session = await registerThroughApi(page.request, 'bayview-terrace');
    await page.goto('/bayview-terrace/welcome?unit=B204&utm_source=zillow&utm_campaign=fall-2026');

    const linked = page.getByRole('region', { name: 'The apartment you asked about' });
    await expect(linked.getByRole('heading', { level: 2, name: 'Unit B204' })).toBeVisible();
    const others = page.getByRole('list', { name: 'Available apartments' });
    await expect(others.getByRole('heading', { name: 'Unit B101' })).toBeVisible();
    await expect(others.getByRole('heading', { name: 'Unit B204' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await linked.getByRole('button', { name: 'Apply for unit B204' }).click();
    await expect(page).toHaveURL(/\/bayview-terrace\/transaction\/\d+\/address$/);
    const transactionId = /transaction\/(\d+)\//.exec(page.url())?.[1];

    // The first link counts: sending another answers the one the application started with.
    const recorded = await page.request.post(`/api/transaction/${transactionId}/passthrough/`, {
      headers: session.headers,
      data: { source: 'google' },
    });
    expect(recorded.status()).toBe(200);
    expect(await recorded.json()).toMatchObject({
      source: 'zillow',
      campaign: 'fall-2026',
      unit_number: 'B204',
    });
  });

  test('says when the apartment is taken or unknown, and lists the open ones', async ({ page }) => {
    await page.goto('/maple-court/welcome?unit=407');
    await expect(
      page.getByText('Unit 407 is no longer open for applications. These apartments are open now.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Available apartments' })).toBeVisible();
    await page.goto('/maple-court/welcome?unit=999');
    await expect(
      page.getByText("We couldn't find unit 999 at Maple Court Apartments. These apartments are open now."),
    ).toBeVisible();
  });
});
