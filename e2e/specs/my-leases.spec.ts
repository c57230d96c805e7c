import { registerThroughApi } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** The demo fixture's resident of Maple Court unit 407 (loaded with the demo data at start-up). */
const DEMO_RESIDENT = { email: 'resident@maplecourt.example', password: 'ResidentDemo2026' };

test.describe('my leases', () => {
  test('the demo resident logs in, lands on My Leases and reads their lease of unit 407', async ({
    page,
  }) => {
    await page.goto('/maple-court/login');
    await page.getByLabel('Email').fill(DEMO_RESIDENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_RESIDENT.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    // A resident who has not applied here lands on My Leases rather than the account page.
    await expect(page).toHaveURL(/\/maple-court\/my-leases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Leases' })).toBeVisible();
    // The lease loaded with the demo data: the renewal spec may have added the one that follows it.
    const lease = page.getByRole('article', { name: 'Unit 407' }).filter({ hasText: /\D7[45] days/ });
    await expect(lease).toBeVisible();
    await expect(lease.getByText('Jordan Reyes (Primary Applicant)')).toBeVisible();
    await expect(lease.getByText('Morgan Reyes (Roommate)')).toBeVisible();
    await expect(lease.getByText('12 months')).toBeVisible();
    await expect(lease.getByText('$750.00')).toBeVisible();
    // The lease ends 75 days after the day the demo data was loaded (today, in a fresh e2e database).
    await expect(lease.getByText(/^7[45] days$/)).toBeVisible();
    await expect(lease.getByText(/^Renewal offers opened on /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('someone without a lease is told so, in the dark theme', async ({ page }) => {
    await registerThroughApi(page.request, 'lakeside-lofts');
    await page.goto('/lakeside-lofts/my-leases');
    await expect(page.getByRole('heading', { level: 1, name: 'My Leases' })).toBeVisible();
    await expect(page.getByText("You don't have a lease with Lakeside Lofts yet.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
