import type { Page } from '@playwright/test';
import { DARK_THEME, overrideConfiguration } from '../community-configuration.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { signInCeremony } from '../signing.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/**
 * The demo resident of Maple Court unit 407. The renewal journey also uses this lease: the document sent
 * here is a Lease Document (type 80), which changes no field of the lease and leaves its renewal open.
 */
const JORDAN = { email: 'resident@maplecourt.example', password: 'ResidentDemo2026' };

async function residentLogsIn(page: Page) {
  await page.goto('/maple-court/login');
  await page.getByLabel('Email').fill(JORDAN.email);
  await page.getByLabel('Password', { exact: true }).fill(JORDAN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/maple-court\/my-leases$/);
}

test.describe('the staff leases console and lease documents', () => {
  test("staff filter the leases, open 407 and send a renter's insurance addendum; the resident signs it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const agent = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    const staff = agent.page;
    await staff
      .getByRole('navigation', { name: 'Leasing office' })
      .getByRole('link', { name: 'Leases' })
      .click();
    await expect(staff).toHaveURL(/\/maple-court\/staff\/leases$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible();
    // The lease 407 lives under now: the renewal journey, when it ran first, left the old one renewed.
    const currentLease407 = staff
      .getByRole('row')
      .filter({ hasText: 'Unit 407' })
      .filter({ hasText: 'Current' })
      .getByRole('link', { name: 'Unit 407' });
    await expect(currentLease407).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: test.info().outputPath('staff-leases.png'), fullPage: true });

    await staff.getByLabel('Show').selectOption({ label: 'Ending soon (within 90 days)' });
    await staff.getByRole('button', { name: 'Show leases' }).click();
    await expect(staff).toHaveURL(/\?filter=ending_soon$/);
    await expect(
      staff.getByRole('status').filter({ hasText: /Ending soon \(within 90 days\)$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.getByLabel('Show').selectOption({ label: 'All leases' });
    await staff.getByRole('button', { name: 'Show leases' }).click();
    await expect(staff).toHaveURL(/\/staff\/leases$/);

    await currentLease407.click();
    await expect(staff.getByRole('heading', { level: 1, name: /^Lease \d+$/ })).toBeVisible();
    const leaseId = Number(new URL(staff.url()).pathname.split('/').at(-1));
    await expect(
      staff.getByText('Jordan Reyes (Primary Applicant), resident@maplecourt.example'),
    ).toBeVisible();
    await expectNoAxeViolations(staff);

    await staff.getByRole('button', { name: 'Send a Document' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Send a document to sign' });
    await dialog
      .getByLabel('What to send')
      .selectOption({ label: 'Lease Document: Lease Addendum with your own terms' });
    await dialog.getByRole('button', { name: 'Send to Sign' }).click();
    // The addendum's terms are the leasing team's own words: none, and the server says so under the field.
    await expect(dialog.getByText('Write the terms of the addendum.')).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: test.info().outputPath('staff-lease-send-dialog.png'), fullPage: true });
    await dialog
      .getByLabel('What to send')
      .selectOption({ label: "Lease Document: Renter's Insurance Addendum" });
    await dialog.getByRole('button', { name: 'Send to Sign' }).click();
    const sent = staff.getByRole('status').filter({ hasText: "Renter's Insurance Addendum sent to sign" });
    await expect(sent).toBeVisible();
    const transactionId = Number((await sent.textContent())?.match(/transaction (\d+)/)?.[1]);
    const row = staff.getByRole('row').filter({ hasText: `Lease Document #${transactionId}` });
    await expect(row).toContainText("Renter's Insurance Addendum: Sent, 0 of 2 signed");
    await expect(row.getByRole('link', { name: `Lease Document #${transactionId}` })).toHaveAttribute(
      'href',
      `/maple-court/staff/applications/${transactionId}`,
    );
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: test.info().outputPath('staff-lease.png'), fullPage: true });
    await agent.close();

    // Lakeside Lofts' agent works at Lakeside only: Maple Court's lease is not theirs to find.
    const lakesideAgent = await staffSignsIn(browser, DEMO_STAFF.lakesideAgent);
    await lakesideAgent.page.goto(`/lakeside-lofts/staff/leases/${leaseId}`);
    await expect(lakesideAgent.page.getByText('We could not find that lease.')).toBeVisible();
    await lakesideAgent.close();

    // The console in the dark theme: the company's admin, who works everywhere, reads it from Lakeside Lofts.
    const lakeside = await staffSignsIn(browser, DEMO_STAFF.harborAdmin);
    await lakeside.page.goto('/lakeside-lofts/staff/leases?filter=month_to_month');
    await expect(lakeside.page.getByText('No lease matches this filter.')).toBeVisible();
    await expectNoAxeViolations(lakeside.page);
    await lakeside.page.goto(`/lakeside-lofts/staff/leases/${leaseId}`);
    await expect(
      lakeside.page.getByRole('row').filter({ hasText: `Lease Document #${transactionId}` }),
    ).toBeVisible();
    await expectNoAxeViolations(lakeside.page);
    await lakeside.page.screenshot({ path: test.info().outputPath('staff-lease-dark.png'), fullPage: true });
    await lakeside.close();

    // The resident: My Leases shows the document waiting, in both themes.
    const dark = await browser.newContext();
    const darkPage = await dark.newPage();
    await overrideConfiguration(darkPage, 'maple-court', DARK_THEME);
    await residentLogsIn(darkPage);
    await expect(darkPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(
      darkPage.getByRole('link', { name: "Review and Sign: Renter's Insurance Addendum" }),
    ).toBeVisible();
    await expectNoAxeViolations(darkPage);
    await darkPage.goto(`/maple-court/transaction/${transactionId}`);
    await expect(darkPage).toHaveURL(new RegExp(`/transaction/${transactionId}/application-approved$`));
    await expect(
      darkPage.getByRole('heading', { level: 1, name: 'You Have a Document Ready to Sign' }),
    ).toBeVisible();
    await expectNoAxeViolations(darkPage);
    await darkPage.screenshot({ path: test.info().outputPath('document-ready-dark.png'), fullPage: true });

    await residentLogsIn(page);
    await expect(page.getByRole('heading', { name: 'Waiting for your signature' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('my-leases-to-sign.png'), fullPage: true });
    await page.getByRole('link', { name: "Review and Sign: Renter's Insurance Addendum" }).click();
    await expect(page).toHaveURL(new RegExp(`/transaction/${transactionId}/application-approved$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'You Have a Document Ready to Sign' }),
    ).toBeVisible();
    await expect(page.getByText("Document: Renter's Insurance Addendum")).toBeVisible();
    // A document change has no earlier step to go back to (spec part 2, Approved screen, step 3).
    await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('document-ready.png'), fullPage: true });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View & Sign Document' }).click();
    await signInCeremony(await popup, 'Jordan Reyes');
    await expect(page).toHaveURL(new RegExp(`/transaction/${transactionId}/lease-signed$`));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('document-signed.png'), fullPage: true });

    // The lease transactions page, with an anchor per transaction, linked from My Leases.
    await page.goto('/maple-court/my-leases');
    await expect(
      page.getByRole('link', { name: "Review and Sign: Renter's Insurance Addendum" }),
    ).toHaveCount(0);
    // Unit 407 may have two leases (one renewed): the link of the lease the addendum changed.
    const toTransactions = page.getByRole('link', { name: 'Lease transactions for unit 407' });
    await expect(toTransactions.first()).toBeVisible();
    const transactionLinks = await toTransactions.all();
    const hrefs = await Promise.all(transactionLinks.map((link) => link.getAttribute('href')));
    await transactionLinks[
      hrefs.findIndex((href) => href?.endsWith(`/lease/${leaseId}/transactions`))
    ]?.click();
    await expect(page).toHaveURL(new RegExp(`/maple-court/lease/${leaseId}/transactions$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lease Transactions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('lease-transactions-top.png'), fullPage: true });
    await page.goto(`/maple-court/lease/${leaseId}/transactions#transaction-${transactionId}`);
    const card = page.locator(`#transaction-${transactionId}`);
    await expect(card).toBeFocused();
    await expect(card.getByRole('heading', { name: `Lease Document #${transactionId}` })).toBeVisible();
    await expect(card).toContainText("Renter's Insurance Addendum (out for signature)");
    await expect(card.getByRole('link', { name: `Open Lease Document #${transactionId}` })).toBeVisible();
    await darkPage.goto(`/maple-court/lease/${leaseId}/transactions#transaction-${transactionId}`);
    await expect(darkPage.locator(`#transaction-${transactionId}`)).toBeFocused();
    await expectNoAxeViolations(darkPage);
    await darkPage.screenshot({
      path: test.info().outputPath('lease-transactions-dark.png'),
      fullPage: true,
    });
    await dark.close();
  });
});
