import { applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

test.describe('payment terms', () => {
  test('the primary applicant reads the terms with their amounts and agrees with the keyboard', async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '102', 'lease-terms');
    await page.goto(`${base}/payment-terms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Terms' })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Payment terms for your application' });
    await expect(terms.getByRole('heading', { level: 2, name: 'Holding deposit' })).toBeVisible();
    await expect(terms).toContainText('The application fee is $50.00');
    await expect(terms).toContainText('a holding deposit of $250.00');
    await expect(terms).toContainText('charge $300.00 (Application Fee $50.00 and Holding Deposit $250.00)');
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('payment-terms.png'), fullPage: true });

    const accepted = page.waitForResponse((response) =>
      response.url().endsWith(`/api/transaction/${id}/terms-accepted/`),
    );
    await page.getByRole('button', { name: 'Agree and Continue' }).focus();
    await page.keyboard.press('Enter');
    const response = await accepted;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ type: 'payments', transaction_id: id });
    await expect(page).not.toHaveURL(/\/payment-terms$/);
  });

  test('read-only terms in the dark theme leave out the charge authorization', async ({ page }) => {
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'lease-terms');
    await page.goto(`${base}/payment-terms?can_proceed_to_payment=0`);
    const terms = page.getByRole('region', { name: 'Payment terms for your application' });
    await expect(terms).toContainText('The application fee is $40.00');
    await expect(terms).toContainText('a holding deposit of $300.00');
    await expect(terms).toContainText(
      'You will be asked to agree to these terms again before you make a payment.',
    );
    await expect(terms.getByRole('heading', { name: 'Your authorization' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('payment-terms-dark.png'), fullPage: true });
  });

  test('says so when the terms cannot be loaded, and loads them on Try again', async ({ page }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'lease-terms');
    let failing = true;
    await page.route('**/holding_deposit_terms/**', (route) =>
      failing
        ? route.fulfill({ status: 404, json: { error_type: 'NotFound', message: 'gone' } })
        : route.fallback(),
    );
    await page.goto(`${base}/payment-terms`);
    await expect(page.getByRole('alert')).toHaveText(
      "Oops! We're having trouble finding your Payment Terms. Try again in a bit.Try again",
    );
    await expectNoAxeViolations(page);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Payment terms for your application' })).toBeVisible();
  });
});
