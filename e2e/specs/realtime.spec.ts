import type { APIRequestContext, Page } from '@playwright/test';
import { submittedApplicant, TEST_SSNS } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { isConnectAcknowledgement, onLiveUpdatesFrame, watchLiveUpdates } from '../live-updates.js';
import { REALTIME_TOKEN_LIFETIME_SECONDS } from '../playwright.config.js';
import { DEMO_STAFF } from '../staff.js';

/** A Maple Court manager denies the application through the staff API (a denial leaves the unit offered). */
async function staffDenies(request: APIRequestContext, id: number) {
  const staff = DEMO_STAFF.mapleCourtManager;
  const login = await request.post(`/api/communities/${staff.community}/login/`, {
    data: { username: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const decided = await request.post(`/api/staff/applications/${id}/decision/`, {
    headers: { authorization: `Token ${(await login.json()).token}` },
    data: { decision: 'deny', reasons: ['eviction'] },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/**
 * The submitted applicant's status page, open with its live updates connected and the transaction read
 * again after connecting: from then on, only an event can bring the page a decision.
 */
async function openSubmittedPage(page: Page, base: string, id: number) {
  const caughtUp = watchLiveUpdates(page, `/api/transactions/${id}/`);
  await page.goto(`${base}/application-complete`);
  await expect(page).toHaveURL(new RegExp(`${base}/application-complete$`));
  await caughtUp();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Resolves when a realtime socket opened from now on receives a frame that `matches`. */
function socketFrame(page: Page, matches: (payload: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    onLiveUpdatesFrame(page, (payload) => {
      if (matches(payload)) resolve();
    });
  });
}

async function expectDeniedWithoutReload(page: Page, base: string) {
  await expect(page).toHaveURL(new RegExp(`${base}/application-denied$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Application Denied' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'A decision has been made on your application.' }),
  ).toBeAttached();
  expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
}

test.describe('live updates', () => {
  test('the open status page follows the decision staff make, without a reload', async ({
    page,
    request,
  }) => {
    const { base, id } = await submittedApplicant(page, 'maple-court', '102', TEST_SSNS.eviction);
    await openSubmittedPage(page, base, id);
    await staffDenies(request, id);
    await expectDeniedWithoutReload(page, base);
    await expectNoAxeViolations(page);
  });

  test('a socket whose token has expired gets a new one when it reconnects, and still hears the decision', async ({
    page,
    request,
  }) => {
    const { base, id } = await submittedApplicant(page, 'maple-court', '203', TEST_SSNS.eviction);
    await openSubmittedPage(page, base, id);
    await page.waitForTimeout((REALTIME_TOKEN_LIFETIME_SECONDS + 1) * 1000);

    // The network goes away and comes back: the socket reconnects with its old token,
    // which the server now refuses ("Token expired"), so the page asks for a new one and connects again.
    const refused = socketFrame(page, (payload) => payload.includes('Token expired'));
    const newToken = page.waitForResponse((response) => response.url().includes('/api/realtime-token/'));
    const connected = socketFrame(page, isConnectAcknowledgement);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await refused;
    expect((await newToken).status()).toBe(200);
    await connected;

    await staffDenies(request, id);
    await expectDeniedWithoutReload(page, base);
  });
});
