import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF } from '../staff.js';

const WRONG_CREDENTIALS = 'The email and password you entered do not match our records. Please try again.';

/** Harbor & Main's admin works for the whole company: every one of its communities, by name. */
const HARBOR_ADMIN = { email: 'admin@harbormain.example', password: 'AdminDemo2026' };
const HARBOR_COMMUNITIES = ['Bayview Terrace', 'Lakeside Lofts', 'Maple Court Apartments', 'Prospect Row'];

/** Signs in at /staff/login, the company-wide sign-in that names no community. */
async function signInAtStaffLogin(page: Page, email: string, password: string) {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const communityLinks = (page: Page) =>
  page.getByRole('region', { name: 'Your communities' }).getByRole('link');

test.describe('staff sign-in for the whole company', () => {
  test("the company admin sees every one of the company's communities and opens one's applications", async ({
    page,
  }) => {
    await page.goto('/staff/login');
    await expectNoAxeViolations(page);
    await signInAtStaffLogin(page, HARBOR_ADMIN.email, HARBOR_ADMIN.password);

    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor & Main Residential' })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    // Another company's community (Cedar Point, Ridgeline Living) is not among them.
    await expect(communityLinks(page)).toHaveText(HARBOR_COMMUNITIES);
    await expectNoAxeViolations(page);

    await communityLinks(page).filter({ hasText: 'Maple Court Apartments' }).click();
    await expect(page).toHaveURL(/\/maple-court\/staff\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a leasing agent sees only the community they work in, and signs out', async ({ page }) => {
    const agent = DEMO_STAFF.mapleCourtAgent;
    await signInAtStaffLogin(page, agent.email, agent.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor & Main Residential' })).toBeVisible();
    await expect(page.getByText('Leasing agent', { exact: true })).toBeVisible();
    await expect(communityLinks(page)).toHaveText(['Maple Court Apartments']);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });

  test('a wrong password is refused with the sign-in message', async ({ page }) => {
    await signInAtStaffLogin(page, HARBOR_ADMIN.email, 'NotThePassword2026');
    await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
    await expect(page).toHaveURL(/\/staff\/login$/);
    await expectNoAxeViolations(page);
  });
});
