import type { Page } from '@playwright/test';
import { DARK_THEME, overrideConfiguration } from '../community-configuration.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { signInCeremony } from '../signing.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/**
 * The demo fixture's second resident of Maple Court (unit 408, alone on the lease, self-service renewals
 * off). Maple Court asks every resident to sign a notice to vacate. No other spec uses this resident.
 */
const RESIDENT = {
  email: 'resident2@maplecourt.example',
  password: 'ResidentDemo2026',
  name: 'Casey Nguyen',
};

/** Maple Court's pages in Lakeside Lofts' dark theme, so the same pages are checked in both themes. */
const inDarkTheme = (page: Page) => overrideConfiguration(page, 'maple-court', DARK_THEME);

async function residentSignsIn(page: Page) {
  await page.goto('/maple-court/login');
  await page.getByLabel('Email').fill(RESIDENT.email);
  await page.getByLabel('Password', { exact: true }).fill(RESIDENT.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/maple-court/my-leases');
  const lease = page.getByRole('article', { name: 'Unit 408' });
  await expect(lease).toBeVisible();
  return lease;
}

test.describe.configure({ mode: 'serial' });

test.describe('month-to-month and notice to vacate', () => {
  test('every new page passes axe in the dark theme too', async ({ page }) => {
    await inDarkTheme(page);
    const lease = await residentSignsIn(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await lease.getByRole('link', { name: 'Go month-to-month' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Go Month-to-Month' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Review Payment Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total per month/ })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('month-to-month-payment-details-dark.png'),
      fullPage: true,
    });
    await expectNoAxeViolations(page);

    await page.goto('/maple-court/my-leases');
    await lease.getByRole('link', { name: 'Give notice to vacate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notice to Vacate' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your move-out date')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('vacate-details-dark.png'), fullPage: true });
    await expectNoAxeViolations(page);
    const date = page.getByLabel('Move-out date');
    await date.fill((await date.getAttribute('min')) ?? '');
    await page.getByRole('checkbox', { name: 'Relocating for work' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forwarding Address' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('vacate-new-address-dark.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('the second demo resident goes month-to-month from the end of the lease', async ({ page }) => {
    const lease = await residentSignsIn(page);
    await expect(lease.getByText('Current', { exact: true })).toBeVisible();
    await lease.getByRole('link', { name: 'Go month-to-month' }).click();
    await expect(page).toHaveURL(/\/maple-court\/lease\/\d+\/renewal\/month-to-month$/);
    await page.screenshot({ path: test.info().outputPath('month-to-month.png'), fullPage: true });
    await page.getByRole('link', { name: 'Review Payment Details' }).click();
    await expect(page).toHaveURL(/\/renewal\/month-to-month\/payment-details$/);
    // Unit 408: the 12-month rent of $1,480.00 plus Maple Court's $250.00 premium.
    await expect(page.getByRole('row', { name: 'Rent $1,730.00' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Total per month $1,730.00' })).toBeVisible();
    await expect(
      page.getByText(
        'Rent goes from $1,460.00 to $1,730.00: the 12-month rent of $1,480.00 plus the month-to-month premium of $250.00.',
      ),
    ).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('month-to-month-payment-details.png'),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm Month-to-Month' }).click();
    await expect(page).toHaveURL(/\/renewal\/month-to-month\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're Month-to-Month!" })).toBeVisible();
    await expect(page.getByText(/per month\.$/)).toContainText('$1,730.00');
    await page.screenshot({ path: test.info().outputPath('month-to-month-confirmed.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await inDarkTheme(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: "You're Month-to-Month!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unrouteAll();

    await page.getByRole('link', { name: 'Back to My Leases' }).click();
    await expect(lease.getByText('Month-to-month', { exact: true })).toBeVisible();
    await expect(lease.getByRole('link', { name: 'Go month-to-month' })).toHaveCount(0);
  });

  test('the second demo resident gives notice, signs it, and the leasing team accepts it', async ({
    page,
    browser,
  }) => {
    const lease = await residentSignsIn(page);
    await lease.getByRole('link', { name: 'Give notice to vacate' }).click();
    await expect(page).toHaveURL(/\/maple-court\/lease\/\d+\/vacate\/details$/);
    const date = page.getByLabel('Move-out date');
    const earliest = (await date.getAttribute('min')) ?? '';
    await expect(page.getByText(/This community asks for 60 days of notice/)).toBeVisible();

    // Too early a date, and "Other" without its text, are explained under their fields.
    await date.fill('2020-01-01');
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const tooEarly = page.getByText(/^The move-out date must be on or after /);
    await expect(tooEarly).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toBeFocused();
    await date.fill(earliest);
    await page.getByRole('button', { name: 'Continue' }).click();
    const otherText = page.getByLabel('Tell us more about your other reason');
    await expect(page.getByText('Tell us your other reason for moving out')).toBeVisible();
    await expect(otherText).toBeFocused();
    await expectNoAxeViolations(page);
    await otherText.fill('Moving closer to family');
    await page.getByRole('checkbox', { name: 'Purchased a home' }).check();
    await page.screenshot({ path: test.info().outputPath('vacate-details.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The forwarding address, in the journey's address form.
    await expect(page).toHaveURL(/\/vacate\/new-address$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forwarding Address' })).toBeVisible();
    await page.getByRole('radio', { name: 'Enter it manually' }).check();
    await page.getByLabel('Street').fill('500 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP').fill('78701');
    await page.screenshot({ path: test.info().outputPath('vacate-new-address.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit Notice' }).click();

    // The Approved screen of the notice (type 40).
    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/application-approved$/);
    const noticeId = new URL(page.url()).pathname.split('/')[3];
    await expect(page.getByRole('heading', { level: 1, name: "We're Sorry to See You Go!" })).toBeVisible();
    await expect(page.getByText("All that's left to do is sign the notice to vacate.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('vacate-approved.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('You can get a summary of your move out costs by calling us at (512) 555-0142.'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('vacate-sign.png'), fullPage: true });
    await expectNoAxeViolations(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View & Sign Notice to Vacate' }).click();
    await signInCeremony(await popup, RESIDENT.name);
    await expect(
      page.getByText("We'll send you an email about your notice to vacate shortly."),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "We're Sorry to See You Go!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await inDarkTheme(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: "We're Sorry to See You Go!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unrouteAll();

    // My Leases: notice given, waiting for the leasing team; it may still be withdrawn.
    await page.goto('/maple-court/my-leases');
    await expect(lease.getByText('Notice to vacate given', { exact: true })).toBeVisible();
    await expect(lease.getByText(/^You gave notice to move out on /)).toBeVisible();
    await expect(lease.getByRole('button', { name: 'Withdraw notice' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('my-leases-notice.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // The leasing agent reads the notice in the console and accepts it.
    const staff = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    await staff.page.goto(`/maple-court/staff/applications/${noticeId}`);
    const section = staff.page.getByRole('region', { name: 'Notice to vacate' });
    await expect(section.getByText('Signed by every resident')).toBeVisible();
    await expect(section.getByText('Moving closer to family')).toBeVisible();
    await expect(section.getByText('500 Congress Ave, Austin, TX 78701')).toBeVisible();
    await staff.page.screenshot({ path: test.info().outputPath('staff-notice.png'), fullPage: true });
    await expectNoAxeViolations(staff.page);
    await section.getByRole('button', { name: 'Accept notice' }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: 'is accepted' })).toBeVisible();
    await expect(section.getByText('Accepted', { exact: true })).toBeVisible();
    await expectNoAxeViolations(staff.page);
    await staff.close();

    await page.reload();
    await expect(lease.getByText(/^The leasing team accepted your notice to move out on /)).toBeVisible();
    await expect(lease.getByRole('button', { name: 'Withdraw notice' })).toHaveCount(0);
  });
});
