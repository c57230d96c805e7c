import type { Page } from '@playwright/test';
import {
  applicantAt,
  applyThroughApi,
  drawerSteps,
  PASSWORD,
  registerThroughApi,
  uniqueEmail,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/**
 * An application on hold: its unit gone, its quote expired, or new prices to confirm. The e2e server has
 * its own database and clock, so no browser test can take a unit off the market, age a quote two days or
 * change a price. Each test therefore lets the real server answer everything and only rewrites, in the
 * browser, the one fact staff or time would have changed — until the user's own action (a new unit, a
 * new quote, a confirmation) goes to the real server and makes it true again.
 */

type Json = Record<string, unknown>;

/**
 * Until the user's own PATCH of the transaction (a new unit, a new quote, confirmed prices) lifts the
 * hold, rewrites the GET answers of /api/transactions/{id}/ with `change`. Answers whether it was lifted.
 */
async function holdUntilPatched(page: Page, id: number, change: (body: Json) => Json = (body) => body) {
  let lifted = false;
  await page.route(
    (url) => url.pathname === `/api/transactions/${id}/`,
    async (route) => {
      if (route.request().method() === 'PATCH') {
        lifted = true;
        return route.continue();
      }
      const response = await route.fetch();
      if (lifted) return route.fulfill({ response });
      return route.fulfill({ response, json: change((await response.json()) as Json) });
    },
  );
  return () => lifted;
}

function drawer(page: Page) {
  return page.getByRole('complementary', { name: 'Application progress' });
}

test.describe('holds', () => {
  test('the primary applicant whose unit is gone chooses another one, then lease terms again', async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '203', 'lease-terms');
    await holdUntilPatched(page, id, (body) => ({ ...body, unit_available: false }));

    await page.goto(`${base}/rental-profile`);
    await expect(page).toHaveURL(new RegExp(`${base}/unit-unavailable$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'This Apartment Is No Longer Available' }),
    ).toBeVisible();
    await expect(page.getByText('Unit 203 has been leased or taken off the market')).toBeVisible();
    await expect(drawer(page).getByRole('status')).toHaveText(
      'Your application is on hold: this apartment is no longer available. Please choose another one to continue.',
    );
    await expect(drawerSteps(page)).toHaveCount(0);

    const choices = page.getByRole('group', { name: 'Apartments available on December 15, 2026' });
    await expect(choices.getByRole('radio', { name: /^Unit 102/ })).toBeVisible();
    await expect(choices.getByRole('radio', { name: /^Unit 203/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('unit-unavailable.png'), fullPage: true });
    const choose = page.getByRole('button', { name: 'Choose This Apartment' });
    await choose.click();
    await expect(page.getByText('Choose an apartment to continue.')).toBeVisible();
    await expect(choices.getByRole('radio').first()).toBeFocused();
    await expect(choices).toHaveAttribute('aria-invalid', 'true');

    await choices.getByRole('radio', { name: /^Unit 102/ }).check();
    await choose.click();
    await expect(page).toHaveURL(new RegExp(`${base}/lease-terms$`));
    await expect(drawer(page).getByText('Unit 102', { exact: true })).toBeVisible();
    await expect(drawerSteps(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("another household member waits for the primary applicant's choice and never sees prices", async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '203', 'lease-terms');
    const priceChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('price-changed')) priceChecks.push(request.url());
    });
    // Seen as a roommate of the primary applicant (this account), whose unit has gone.
    await holdUntilPatched(page, id, (body) => ({
      ...body,
      unit_available: false,
      applicant: { ...(body.applicant as Json), role: 20 },
    }));

    await page.goto(`${base}/address`);
    await expect(page).toHaveURL(new RegExp(`${base}/unit-unavailable$`));
    await expect(
      page.getByText(
        'Robin Okafor, the primary applicant, will choose another apartment for your household.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(drawer(page).getByRole('status')).toHaveText(
      'Your application is on hold: this apartment is no longer available. Robin Okafor, the primary applicant, will choose another one.',
    );
    // View Progress leads here for the household, so it is not offered on this page.
    await expect(drawer(page).getByRole('link', { name: 'View Progress' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('unit-unavailable-household.png'), fullPage: true });
    expect(priceChecks).toEqual([]);
  });

  test('an expired quote: the primary applicant gets a new one on lease terms, in the dark theme', async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'lakeside-lofts', 'L1', 'lease-terms');
    await holdUntilPatched(page, id, (body) => ({ ...body, quote_expired: true }));

    await page.goto(`${base}/rental-profile`);
    await expect(page).toHaveURL(new RegExp(`/lakeside-lofts/quote-expired\\?transaction=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Quote Has Expired' })).toBeVisible();
    await expect(page.getByText('Your quote has expired and pricing may have updated.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('quote-expired-dark.png'), fullPage: true });

    await page.getByRole('link', { name: 'Get a New Quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/lease-terms$`));
    await expect(drawer(page).getByRole('status')).toHaveText(
      'Your quote has expired and pricing may have updated.',
    );
    // Lease terms is where the new quote is made: the drawer offers no way away from it.
    await expect(drawer(page).getByRole('link', { name: 'Review Your Quote' })).toHaveCount(0);
    await expect(drawer(page).getByRole('link', { name: 'View Progress' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('quote-expired-drawer-dark.png'), fullPage: true });

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await expect(drawerSteps(page)).toBeVisible();
  });

  test('new prices: the primary applicant compares and confirms them, in the dark theme', async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'lakeside-lofts', 'L1', 'lease-terms');
    const confirmed = await holdUntilPatched(page, id);
    await page.route(
      (url) => url.pathname === `/api/transaction/${id}/detect-unit-price-changed/`,
      async (route) => {
        const response = await route.fetch();
        if (confirmed()) return route.fulfill({ response });
        return route.fulfill({
          response,
          json: { changed: true, quoted_rent: 172_500, current_rent: 175_000 },
        });
      },
    );

    await page.goto(`${base}/rental-profile`);
    await expect(page).toHaveURL(new RegExp(`${base}/pricing-updated$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Review Your New Pricing' })).toBeVisible();
    await expect(drawer(page).getByRole('status')).toHaveText('Pricing has been updated.');
    const prices = page.getByRole('table', { name: 'Monthly prices that changed' });
    const rent = prices.getByRole('row', { name: /^Rent/ });
    await expect(rent.getByRole('cell')).toHaveText(['$1,725.00/month', '$1,750.00/month']);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('pricing-updated-dark.png'), fullPage: true });

    await page.getByRole('button', { name: 'Confirm New Pricing' }).click();
    await expect(
      page.getByRole('status').getByText('Thank you! Your new pricing is confirmed.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Pricing Is Up to Date' })).toBeVisible();
    const next = page.getByRole('link', { name: 'Continue My Application' });
    await expect(next).toBeFocused();
    await expect(drawerSteps(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
  });

  test('with nothing on hold the hold pages send the applicant on through the flow', async ({ page }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '101', 'lease-terms');
    await page.goto(`${base}/unit-unavailable`);
    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await page.goto(`/maple-court/quote-expired?transaction=${id}`);
    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await page.goto(`${base}/pricing-updated`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Pricing Is Up to Date' })).toBeVisible();
    await expect(page.getByText('Your pricing is up to date. There is nothing to confirm.')).toBeVisible();
    await expect(drawerSteps(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a signed-out visitor logs in from the quote-expired page and is brought back to the application', async ({
    page,
  }) => {
    const email = uniqueEmail('quote');
    const session = await registerThroughApi(page.request, 'maple-court', { email });
    const id = await applyThroughApi(page.request, session, 'maple-court', '102');
    await page.context().clearCookies();

    await page.goto(`/maple-court/quote-expired?transaction=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Quote Has Expired' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    // Their quote is still current, so the page sends them straight on to their application.
    await expect(page).toHaveURL(new RegExp(`/maple-court/transaction/${id}/address$`));
  });

  test('a visitor whose unit is gone is pointed to the apartments still open, in the dark theme', async ({
    page,
  }) => {
    await page.goto('/lakeside-lofts/unauth-unit-unavailable');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This Home Is No Longer Available' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'See Available Apartments' }).click();
    await expect(page).toHaveURL(/\/lakeside-lofts\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your new home' })).toBeVisible();
  });
});
