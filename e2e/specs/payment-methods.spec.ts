import { applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

const BANK = 'Sandbox Bank account ending in 6789';

test.describe('payment methods', () => {
  test('an applicant adds a bank account, verifies its deposits, pays with it and removes it', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'income-employment');
    await page.goto(`${base}/fees-deposits`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review and Pay' })).toBeVisible();
    await page.getByRole('button', { name: /profile menu/ }).click();
    await page.getByRole('link', { name: 'Payment Methods' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await expect(page.getByText('You have no saved payment methods yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Name on the account').fill('Robin Okafor');
    await page.getByLabel('Routing number').fill('123456789');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByRole('button', { name: 'Add Bank Account' }).click();
    const routing = page.getByLabel('Routing number');
    await expect(routing).toHaveAccessibleDescription(/Enter a valid 9-digit routing number./);
    await expect(routing).toHaveAttribute('aria-invalid', 'true');
    await routing.fill('110000000');
    await page.getByRole('button', { name: 'Add Bank Account' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${BANK} was added.` })).toBeVisible();
    await expect(page.getByLabel('Account number')).toHaveValue('');

    const account = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BANK }) });
    await expect(account).toContainText('Pending verification');
    await expect(account).toContainText('Enter their amounts by');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('payment-methods.png'), fullPage: true });

    await account.getByLabel('First deposit').fill('0.10');
    await account.getByLabel('Second deposit').fill('0.20');
    await account.getByRole('button', { name: 'Verify Account' }).click();
    await expect(account.getByRole('alert')).toHaveText(
      "Those amounts don't match the deposits we made. You have 2 attempts left.",
    );
    await account.getByLabel('First deposit').fill('0.45');
    await account.getByLabel('Second deposit').fill('$0.32');
    await account.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${BANK} is verified.` })).toBeVisible();
    await expect(account).toContainText('Verified bank account');

    await page.goto(`${base}/payment-terms`);
    await page.getByRole('button', { name: 'Agree and Continue' }).click();
    await expect(page).toHaveURL(/\/fees-deposits$/);
    await expect(page.getByRole('radio', { name: new RegExp(BANK) })).toBeChecked();
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();

    await page.goto(`/maple-court/payment-methods`);
    await account.getByRole('button', { name: `Remove ${BANK}` }).click();
    await account.getByRole('button', { name: 'Yes, Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${BANK} was removed.` })).toBeVisible();
    await expect(page.getByText('You have no saved payment methods yet.')).toBeVisible();
  });
});
