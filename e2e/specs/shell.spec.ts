import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** A custom property or computed style on <html>, as the page sees it. */
async function rootStyle(page: Page, property: string): Promise<string> {
  return page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
    property,
  );
}

test.describe('app shell', () => {
  test("a community's page announces its own files, and the browser fetches each of them once", async ({
    page,
  }) => {
    const html = await (await page.request.get('/maple-court/login')).text();
    const announced = [
      ...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g),
    ].map(([, file]) => file ?? '');
    expect(announced.filter((file) => /\/LoginPage-[\w-]+\.js$/.test(file))).toHaveLength(1);
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      fetched.set(path, (fetched.get(path) ?? 0) + 1);
    });
    await page.goto('/maple-court/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    for (const file of announced) expect(fetched.get(file), file).toBe(1);
  });

  test("the worker that loads the browser's number and date data runs under the page's security policy", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    const warmUp = page.waitForEvent('worker', (worker) =>
      /\/intl-warm-up\.worker-[\w-]+\.js$/.test(worker.url()),
    );
    await page.goto('/maple-court/welcome');
    await warmUp;
    // The prices on the cards are built by the page's own formatter once the worker has run.
    await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
    expect(refused).toEqual([]);
  });
  test('the community list links to every community', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your community' })).toBeVisible();
    const communities = page.getByRole('navigation', { name: 'Communities' });
    await expect(communities.getByRole('link', { name: 'Maple Court Apartments' })).toHaveAttribute(
      'href',
      '/maple-court',
    );
    await expect(communities.getByRole('link', { name: 'Lakeside Lofts' })).toHaveAttribute(
      'href',
      '/lakeside-lofts',
    );
    // The second company's community is listed beside them.
    await expect(communities.getByRole('link', { name: 'Cedar Point Townhomes' })).toHaveAttribute(
      'href',
      '/cedar-point',
    );
    await expect(page.getByRole('img', { name: 'Maple Court Apartments logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lakeside Lofts logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cedar Point Townhomes logo' })).toBeVisible();
    expect(await rootStyle(page, 'color-scheme')).toBe('light');
    expect((await rootStyle(page, '--color-primary')).toUpperCase()).toBe('#2B44FF');

    await expectNoAxeViolations(page);
  });

  test('Maple Court is themed in light mode', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Maple Court Apartments' }).click();
    await expect(page).toHaveURL(/\/maple-court$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Maple Court Apartments logo' }),
    ).toBeVisible();
    await expect(page.getByText('1200 Maple Ave, Austin, TX 78701').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    await expect(page.getByRole('main')).toContainText('Harbor & Main Residential');
    await expect(page).toHaveTitle(/Maple Court Apartments/);

    expect((await rootStyle(page, '--color-primary')).toUpperCase()).toBe('#2B44FF');
    expect((await rootStyle(page, '--color-background')).toUpperCase()).toBe('#FFFFFF');
    expect(await rootStyle(page, 'color-scheme')).toBe('light');

    await expectNoAxeViolations(page);
  });

  test('Lakeside Lofts is themed in dark mode, from the configuration its page arrives with', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/communities/')) asked.push(request.url());
    });
    await page.goto('/lakeside-lofts');

    await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Lofts' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lakeside Lofts logo' })).toBeVisible();
    expect(await rootStyle(page, 'color-scheme')).toBe('dark');
    expect((await rootStyle(page, '--color-background')).toUpperCase()).toBe('#0B1220');
    expect((await rootStyle(page, '--color-primary')).toUpperCase()).toBe('#0F766E');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(11, 18, 32)',
    );
    expect(asked, 'the browser asked the API for what the page carried').toEqual([]);

    await expectNoAxeViolations(page);
  });

  test('going back to the list resets the theme', async ({ page }) => {
    await page.goto('/lakeside-lofts');
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Lofts' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'All communities' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your community' })).toBeVisible();
    expect(await rootStyle(page, 'color-scheme')).toBe('light');
    expect((await rootStyle(page, '--color-primary')).toUpperCase()).toBe('#2B44FF');
  });

  test('an unknown community shows the bad-route page', async ({ page }) => {
    await page.goto('/no-such-community');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all communities' })).toBeVisible();
    expect(await rootStyle(page, 'color-scheme')).toBe('light');

    await expectNoAxeViolations(page);
  });

  test('an unknown page under a community shows the bad-route page, themed', async ({ page }) => {
    await page.goto('/maple-court/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Maple Court Apartments logo' }),
    ).toBeVisible();
    expect((await rootStyle(page, '--color-primary')).toUpperCase()).toBe('#2B44FF');
    await page.getByRole('link', { name: 'Go to the Maple Court Apartments home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();
  });

  test('an unknown page under a dark community keeps the dark theme', async ({ page }) => {
    await page.goto('/lakeside-lofts/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await rootStyle(page, 'color-scheme')).toBe('dark');

    await expectNoAxeViolations(page);
  });

  test('a configuration load failure shows System Unavailable, and Try again recovers', async ({ page }) => {
    // A community's own pages arrive with its configuration; the list of communities does not, so going
    // from it to Maple Court asks the API, which fails here.
    let failing = true;
    await page.route('**/api/communities/maple-court/', async (route) => {
      if (!failing) return route.fallback();
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error_type: 'ServerError', message: 'Unavailable' }),
      });
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Maple Court Apartments' }).click();

    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'System Unavailable' })).toBeVisible();
    await expect(alert).toContainText(
      "Oops! We're having some trouble connecting to our system. Check back soon.",
    );
    await expectNoAxeViolations(page);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();
  });

  test('a page that fails to load shows System Unavailable (app error boundary)', async ({ page }) => {
    await page.route('**/assets/CommunityHomePage-*.js', (route) => route.abort());
    await page.goto('/maple-court');

    await expect(page.getByRole('heading', { level: 1, name: 'System Unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/maple-court');
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
