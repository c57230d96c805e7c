import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, finishStepsThroughApi, registerThroughApi } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF } from '../staff.js';

interface ResidentLease {
  session: ApiSession;
  unitNumber: string;
  vacantUnitNumber: string;
}

/**
 * A new resident of `community` with a lease on a unit made for this test, and a vacant unit made for it
 * too (the development route): no demo unit other specs apply for is taken.
 */
async function residentWithLease(page: Page, community: string): Promise<ResidentLease> {
  const session = await registerThroughApi(page.request, community, { firstName: 'Sam', lastName: 'Ortiz' });
  const made = await page.request.post('/api/dev/resident-lease/', { headers: session.headers });
  expect(made.status(), await made.text()).toBe(201);
  const body = (await made.json()) as { unit_number: string; vacant_unit_number: string };
  return { session, unitNumber: body.unit_number, vacantUnitNumber: body.vacant_unit_number };
}

/** From My Leases to the first page of the transfer's journey: the lease's action, then the unit. */
async function startsTransfer(page: Page, community: string, lease: ResidentLease): Promise<string> {
  await page.goto(`/${community}/my-leases`);
  const card = page.getByRole('article', { name: `Unit ${lease.unitNumber}` });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`my-leases-${community}.png`), fullPage: true });
  await card.getByRole('link', { name: `Transfer to another unit from unit ${lease.unitNumber}` }).click();

  await expect(page).toHaveURL(/\/my-leases\/\d+\/transfer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer to Another Unit' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Apartments you can transfer to' });
  // The unit the resident lives in is not offered.
  await expect(list.getByRole('region', { name: `Unit ${lease.unitNumber}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`transfer-${community}.png`), fullPage: true });
  await list.getByRole('button', { name: `Transfer to unit ${lease.vacantUnitNumber}` }).click();

  // Address, screening and identity are carried over: the journey starts at Military Status.
  await expect(page).toHaveURL(/\/transaction\/\d+\/military-status$/);
  const drawer = page.getByRole('complementary', { name: 'Application progress' });
  await expect(drawer.getByText('Military Status')).toBeVisible();
  await expect(drawer.getByText('Current Address')).toHaveCount(0);
  await expect(drawer.getByText('Identity Verification')).toHaveCount(0);
  await expectNoAxeViolations(page);
  return page.url().replace(/\/military-status$/, '');
}

/** The manager approves through the API; nothing was screened anew, so the reason is written down. */
async function managerApproves(request: APIRequestContext, transactionId: string) {
  const staff = DEMO_STAFF.mapleCourtManager;
  const login = await request.post(`/api/communities/${staff.community}/login/`, {
    data: { username: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const decided = await request.post(`/api/staff/applications/${transactionId}/decision/`, {
    headers: { authorization: `Token ${(await login.json()).token}` },
    data: { decision: 'approve', override_reason: 'Resident in good standing; rent always paid on time.' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

test.describe('a transfer to another unit', () => {
  test('a resident picks a unit, pays the transfer fee with the sandbox card, submits, and is approved', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const lease = await residentWithLease(page, 'maple-court');
    const base = await startsTransfer(page, 'maple-court', lease);
    const id = base.split('/').at(-1) ?? '';
    await finishStepsThroughApi(page.request, lease.session, Number(id), 'income-employment', {
      first: 'military-status',
    });

    await page.goto(`${base}/fees-deposits`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review and Pay' })).toBeVisible();
    const due = page.getByRole('region', { name: 'Due Today' });
    await expect(due.getByRole('row', { name: 'Transfer Fee $300.00' })).toBeVisible();
    await expect(due.getByRole('row', { name: 'Holding Deposit $250.00' })).toBeVisible();
    await expect(due.getByRole('row', { name: /Application Fee.*\$50\.00/ })).toBeVisible();
    await expect(due.getByRole('row', { name: 'Balance due today $600.00' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Read the Payment Terms' }).click();
    await page.getByRole('button', { name: 'Agree and Continue' }).click();
    await expect(page).toHaveURL(/\/fees-deposits$/);
    await page.getByRole('radio', { name: /A new card/ }).check();
    const form = page.getByTitle('Secure card form').contentFrame();
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/30');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay $600.00' }).click();
    await expect(page.getByText('Thank you! We received your payment of $600.00')).toBeVisible();
    await expectNoAxeViolations(page);

    // Paying finished the last step a transfer walks: it is submitted.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/application-complete$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Application Has Been Submitted!' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await managerApproves(request, id);
    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Transfer Has Been Approved!' }),
    ).toBeVisible();
    // Nobody is pending a signature before the lease is sent.
    await expect(page.getByText("We'll let you know when everything has been finalized.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('transfer-approved.png'), fullPage: true });
  });

  test('the same start in the dark theme (Lakeside Lofts)', async ({ page }) => {
    const lease = await residentWithLease(page, 'lakeside-lofts');
    await startsTransfer(page, 'lakeside-lofts', lease);
    await page.screenshot({ path: test.info().outputPath('transfer-military-dark.png'), fullPage: true });
  });
});
