import type { APIRequestContext, Page } from '@playwright/test';
import { DARK_THEME, overrideConfiguration } from '../community-configuration.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { signInCeremony } from '../signing.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/**
 * The demo resident of Maple Court unit 407 renews. Only this spec renews that lease: the notice-to-vacate
 * journeys use unit 408, and My Leases picks the lease loaded with the demo data by its days left.
 */
const JORDAN = { email: 'resident@maplecourt.example', password: 'ResidentDemo2026' };
const MORGAN = { email: 'morgan.reyes@example.com', password: 'MorganRenews2027' };

/** Maple Court's own pages in a dark community theme (Lakeside Lofts' colours), for axe in both themes. */
async function inDarkTheme(page: Page, check: () => Promise<void>) {
  const restore = await overrideConfiguration(page, 'maple-court', DARK_THEME);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await check();
  await restore();
  await page.reload();
}

/**
 * The roommate on the lease has an account without a password: they set one through the e-mailed reset
 * link and sign their copy through the API, as the hosted window would.
 */
async function roommateSigns(request: APIRequestContext, renewalId: number, documentId: number) {
  await request.post('/api/password-reset/', { data: { community: 'maple-court', email: MORGAN.email } });
  const mailbox = await (await request.get('/api/dev/mailbox/?community=maple-court')).json();
  const reset = mailbox.messages.find((message: { recipient: string }) => message.recipient === MORGAN.email);
  const token = decodeURIComponent(/token=([^\s&]+)/.exec(reset.text)?.[1] ?? '');
  expect(token).not.toBe('');
  const changed = await request.put('/api/password-change/', {
    headers: { authorization: `Token ${token}` },
    data: { password: MORGAN.password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const login = await request.post('/api/communities/maple-court/login/', {
    data: { username: MORGAN.email, password: MORGAN.password },
  });
  const headers = { authorization: `Token ${(await login.json()).token}` };
  const config = await (
    await request.get(`/api/transaction/${renewalId}/esign-config/?document_id=${documentId}`, { headers })
  ).json();
  const session = String(config.data.url).split('/').at(-1);
  const ceremony = await (await request.get(`/api/esign/sessions/${session}/`)).json();
  await request.post(`/api/esign/sessions/${session}/consent/`, {
    data: { version: ceremony.disclosure.version },
  });
  const signed = await request.post(`/api/esign/sessions/${session}/sign/`, {
    data: { signature: { kind: 'typed', name: 'Morgan Reyes' }, fields: { initials: 'MR' } },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

test.describe('renewing a lease', () => {
  test('the demo resident renews for 12 months; staff approve and send the renewal lease; everyone signs; the manager countersigns; My Leases shows the new lease', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/maple-court/login');
    await page.getByLabel('Email').fill(JORDAN.email);
    await page.getByLabel('Password', { exact: true }).fill(JORDAN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/maple-court\/my-leases$/);
    await page
      .getByRole('article', { name: 'Unit 407' })
      .getByRole('link', { name: 'See your renewal offers' })
      .click();

    await expect(page).toHaveURL(/\/maple-court\/lease\/\d+\/renewal\/lease-offers$/);
    const offersPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Renew Your Lease' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    const twelve = page.getByRole('article', { name: '12 months' });
    await expect(twelve.getByText('$1,946.70', { exact: true })).toBeVisible();
    await expect(twelve.getByText('+$56.70 a month (+3%) from $1,890.00')).toBeVisible();
    // Six months would cost 10 % more, but no renewal raises the rent more than 5 %.
    await expect(
      page.getByRole('article', { name: '6 months' }).getByText('+$94.50 a month (+5%) from $1,890.00'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('renewal-offers.png'), fullPage: true });
    await inDarkTheme(page, async () => {
      await expect(page.getByRole('article', { name: '12 months' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('renewal-offers-dark.png'), fullPage: true });
    });

    await page.getByRole('button', { name: 'Renew for 12 months' }).click();
    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/application-approved$/);
    const renewalId = Number(/transaction\/(\d+)\//.exec(page.url())?.[1]);
    const approvedPath = new URL(page.url()).pathname;
    await expect(
      page.getByRole('heading', { level: 1, name: "We're Thrilled You're Staying!" }),
    ).toBeVisible();
    await expect(
      page.getByText("We'll send an email with instructions on how to sign your new lease shortly."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', offersPath);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('renewal-approved.png'), fullPage: true });
    await inDarkTheme(page, async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: "We're Thrilled You're Staying!" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // Back on the offers: the renewal under way, not a second one.
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(
      page.getByText('You have already chosen to renew for 12 months.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const manager = await staffSignsIn(browser, DEMO_STAFF.mapleCourtManager);
    await manager.page.getByLabel('Search').fill('Reyes');
    await manager.page.getByRole('button', { name: 'Show applications' }).click();
    const row = manager.page.getByRole('row').filter({ hasText: `Application ${renewalId}:` });
    await expect(row.getByText('Renewal · Submitted')).toBeVisible();
    await expectNoAxeViolations(manager.page);
    await row.getByRole('link').click();
    await expect(manager.page).toHaveURL(new RegExp(`/maple-court/staff/applications/${renewalId}$`));
    await expect(manager.page.getByRole('heading', { name: 'Renewal request' })).toBeVisible();
    await expect(manager.page.getByText(/asked to renew for 12 months at \$1,946\.70 a month/)).toBeVisible();
    await expectNoAxeViolations(manager.page);
    await manager.page.getByRole('button', { name: 'Approve or decline…' }).click();
    const dialog = manager.page.getByRole('dialog', { name: `Renewal ${renewalId}` });
    await dialog.getByLabel('Approve the renewal').check();
    await expectNoAxeViolations(manager.page);
    await manager.page.screenshot({ path: test.info().outputPath('renewal-staff-decision.png') });
    await dialog.getByRole('button', { name: 'Record decision' }).click();
    await expect(
      manager.page.getByRole('status').filter({ hasText: `Renewal ${renewalId} is approved.` }),
    ).toBeVisible();
    await manager.page.getByRole('button', { name: 'Send lease…' }).click();
    await manager.page
      .getByRole('dialog', { name: 'Send the lease for signing' })
      .getByRole('button', { name: 'Send lease' })
      .click();
    await expect(manager.page.getByRole('status').filter({ hasText: 'sent for signing' })).toBeVisible();
    await expectNoAxeViolations(manager.page);

    await page.goto(approvedPath);
    await expect(
      page.getByText("All that's left to do is review your payment details and sign the lease."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Maple Court agrees on the rental options and charges first, for a renewal as for a new lease.
    await expect(page.getByRole('heading', { level: 1, name: 'Review Your Lease Charges' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('I agree to the rental options and monthly charges above.').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your First Month of the Renewal' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('renewal-payment-details.png'), fullPage: true });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View & Sign Lease' }).click();
    await signInCeremony(await popup, 'Jordan Reyes', {
      reads: /This lease renews the resident\(s\)' lease of the Premises/,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Signing!' })).toBeVisible();
    await expectNoAxeViolations(page);

    const managerLogin = await request.post('/api/communities/maple-court/login/', {
      data: { username: DEMO_STAFF.mapleCourtManager.email, password: DEMO_STAFF.mapleCourtManager.password },
    });
    const file = await (
      await request.get(`/api/staff/applications/${renewalId}/`, {
        headers: { authorization: `Token ${(await managerLogin.json()).token}` },
      })
    ).json();
    await roommateSigns(request, renewalId, file.lease_documents[0].id);

    await manager.page.reload();
    await manager.page.getByRole('button', { name: 'Countersign lease…' }).click();
    await manager.page
      .getByRole('dialog', { name: 'Countersign the lease' })
      .getByRole('button', { name: 'Countersign lease' })
      .click();
    await expect(
      manager.page.getByRole('status').filter({ hasText: 'The lease is executed.' }),
    ).toBeVisible();
    await manager.close();

    await page.goto('/maple-court/my-leases');
    const leases = page.getByRole('article', { name: 'Unit 407' });
    await expect(leases).toHaveCount(2);
    await expect(leases.first().getByText('Current', { exact: true })).toBeVisible();
    await expect(leases.first().getByText('$1,946.70', { exact: true }).first()).toBeVisible();
    await expect(leases.nth(1).getByText('Renewed', { exact: true })).toBeVisible();
    await expect(leases.first().getByRole('button', { name: /Download Lease Agreement/ })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('renewal-my-leases.png'), fullPage: true });
  });

  test('the second resident, without self-service renewals, is told to call the office (dark theme too)', async ({
    page,
  }) => {
    await page.goto('/maple-court/login');
    await page.getByLabel('Email').fill('resident2@maplecourt.example');
    await page.getByLabel('Password', { exact: true }).fill('ResidentDemo2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/maple-court\/(my-leases|account)/);
    const leases = await (await page.request.get('/api/leases/')).json();
    await page.goto(`/maple-court/lease/${leases.results[0].id}/renewal/lease-offers`);
    await expect(page.getByText("Renewing this lease online isn't available.")).toBeVisible();
    await expect(page.getByText('To talk about renewing, call us at')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Renew for/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('renewal-closed.png'), fullPage: true });
    await inDarkTheme(page, async () => {
      await expect(page.getByText("Renewing this lease online isn't available.")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
