import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, applyThroughApi, registerThroughApi } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/**
 * The sandbox provider window (docs/api.md, "Provider window"), as the Connect screen will use it: opened
 * from one of our pages, signed in with test credentials, and heard from by postMessage.
 */

interface WindowMessage {
  source: string;
  type: string;
  event_name?: string;
  public_token?: string | null;
  metadata?: { link_session_id: string; institution: { name: string } | null };
  error?: { error_code: string } | null;
}

async function lakesideApplication(request: APIRequestContext) {
  const session = await registerThroughApi(request, 'lakeside-lofts');
  const transactionId = await applyThroughApi(request, session, 'lakeside-lofts', 'L1');
  return { session, transactionId };
}

async function bankLinkWindowUrl(request: APIRequestContext, session: ApiSession, transactionId: number) {
  const response = await request.get(`/api/transaction/${transactionId}/create-plaid-link-token/bank/`, {
    headers: session.headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { hosted_link_url: string }).hosted_link_url;
}

/** Opens the window from our own page, which keeps every message the window posts to it. */
async function openWindow(page: Page, url: string): Promise<Page> {
  await page.goto('/lakeside-lofts/');
  await page.evaluate(() => {
    const kept: unknown[] = [];
    Object.assign(window, { linkMessages: kept });
    window.addEventListener('message', (event) => {
      if (event.origin === window.location.origin) kept.push(event.data);
    });
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((windowUrl) => window.open(windowUrl, 'provider-window', 'width=480,height=720'), url),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

const messagesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { linkMessages: WindowMessage[] }).linkMessages);

test('links a bank in the sandbox window, and the report lands in the financial sources', async ({
  page,
}) => {
  const { session, transactionId } = await lakesideApplication(page.request);
  const popup = await openWindow(page, await bankLinkWindowUrl(page.request, session, transactionId));

  await expect(popup.getByRole('heading', { name: 'Link your bank account' })).toBeVisible();
  await popup.getByRole('radio', { name: 'Tartan Credit Union' }).check();
  await popup.getByLabel('Username').fill('user_good');
  await popup.getByLabel('Password').fill('not-the-password');
  await popup.getByRole('button', { name: 'Continue' }).click();
  const error = popup.getByText('The username or password you entered is incorrect. Please try again.');
  await expect(error).toBeVisible();
  await expect(popup.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(popup.getByLabel('Password')).toBeFocused();
  await expectNoAxeViolations(popup);
  await popup.screenshot({ path: test.info().outputPath('income-link-window-error.png') });

  await popup.getByLabel('Password').fill('pass_good');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  const messages = await messagesOf(page);
  expect(messages.map((message) => message.event_name ?? message.type)).toEqual([
    'OPEN',
    'BANK_INCOME_INSIGHTS_COMPLETED',
    'success',
  ]);
  const success = messages.at(-1);
  expect(success).toMatchObject({
    source: 'portal-financial-link',
    type: 'success',
    style: 'plaid',
    product: 'bank',
    metadata: { institution: { name: 'Tartan Credit Union' } },
  });

  const base = `/api/transaction/${transactionId}`;
  const confirmed = await page.request.get(
    `${base}/get-income-and-assets/${success?.public_token}/${success?.metadata?.link_session_id}/bank/`,
    { headers: session.headers },
  );
  expect(confirmed.status()).toBe(202);
  let report = await page.request.get(`${base}/fetch-plaid-reports/bank/`, { headers: session.headers });
  for (let poll = 0; poll < 5 && report.status() === 202; poll += 1) {
    report = await page.request.get(`${base}/fetch-plaid-reports/bank/`, { headers: session.headers });
  }
  expect(report.status()).toBe(200);
  const data = (await report.json()) as { income_sources: unknown[]; asset_total: number };
  expect(data.income_sources).toHaveLength(2);
  expect(data.asset_total).toBe(842_055);
});

test('tells the app when the institution refuses, and when the applicant cancels', async ({ page }) => {
  const { session, transactionId } = await lakesideApplication(page.request);
  const refused = await openWindow(page, await bankLinkWindowUrl(page.request, session, transactionId));
  await refused.getByLabel('Username').fill('user_fails');
  await refused.getByLabel('Password').fill('pass_good');
  const closed = refused.waitForEvent('close');
  await refused.getByRole('button', { name: 'Continue' }).click();
  await closed;
  expect((await messagesOf(page)).at(-1)).toMatchObject({
    type: 'exit',
    error: { error_code: 'ITEM_LOCKED' },
  });

  const cancelled = await openWindow(page, await bankLinkWindowUrl(page.request, session, transactionId));
  const cancelClosed = cancelled.waitForEvent('close');
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await cancelClosed;
  expect((await messagesOf(page)).at(-1)).toEqual({
    source: 'portal-financial-link',
    type: 'exit',
    error: null,
  });
});

test('reads well in the dark theme, keyboard only', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { session, transactionId } = await lakesideApplication(page.request);
  const popup = await openWindow(page, await bankLinkWindowUrl(page.request, session, transactionId));
  await popup.emulateMedia({ colorScheme: 'dark' });
  await popup.keyboard.press('Tab');
  await expect(popup.getByRole('radio', { name: 'First Platypus Bank' })).toBeFocused();
  await popup.keyboard.press('ArrowDown');
  await expect(popup.getByRole('radio', { name: 'Tartan Credit Union' })).toBeChecked();
  await popup.keyboard.press('Tab');
  await expect(popup.getByLabel('Username')).toBeFocused();
  await expectNoAxeViolations(popup);
  await popup.screenshot({ path: test.info().outputPath('income-link-window-dark.png') });
});
