import type { Page } from '@playwright/test';
import { applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** The sandbox's test bank account whose debits are accepted, then returned (R01) when the bank settles. */
const RETURNING_ACCOUNT = '000333333335';
const BANK = 'Sandbox Bank account ending in 3335';

/** Adds the returning test account on Payment Methods and confirms its two micro-deposits. */
async function addVerifiedReturningAccount(page: Page) {
  await page.goto('/maple-court/payment-methods');
  await page.getByLabel('Name on the account').fill('Robin Okafor');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill(RETURNING_ACCOUNT);
  await page.getByRole('button', { name: 'Add Bank Account' }).click();
  const account = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BANK }) });
  await account.getByLabel('First deposit').fill('0.32');
  await account.getByLabel('Second deposit').fill('0.45');
  await account.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${BANK} is verified.` })).toBeVisible();
}

test.describe('outstanding balance', () => {
  test('a bank payment returned days later holds the application until the balance is paid by card', async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '102', 'income-employment');
    await addVerifiedReturningAccount(page);
    await page.goto(`${base}/payment-terms`);
    await page.getByRole('button', { name: 'Agree and Continue' }).click();
    await expect(page.getByRole('radio', { name: new RegExp(BANK) })).toBeChecked();
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/screening$`));

    // The sandbox bank settles now rather than in four days; its return reaches the app through the outbox.
    const settled = await page.request.post('/api/dev/sandbox/payments/settle/');
    expect(await settled.json()).toMatchObject({ returned: 1 });
    await expect
      .poll(async () => (await page.request.get(`/api/transaction/${id}/outstanding-balance/`)).json(), {
        timeout: 30_000,
      })
      .toMatchObject({ on_hold: true, amount: 30_000 });
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/outstanding-balance$`));

    await expect(page.getByRole('heading', { level: 1, name: 'Your Bank Returned a Payment' })).toBeVisible();
    const why = page.getByRole('region', { name: 'Why You Have a Balance' });
    await expect(why).toContainText('Your payment of $300.00 made on');
    await expect(why).toContainText(`from ${BANK}`);
    await expect(why).toContainText('Reason: insufficient funds (R01).');
    await expect(why).not.toContainText(RETURNING_ACCOUNT);
    const due = page.getByRole('region', { name: 'Balance Due Now' });
    await expect(due.getByRole('row', { name: 'Application Fee $50.00' })).toBeVisible();
    await expect(due.getByRole('row', { name: 'Balance Due $300.00' })).toBeVisible();
    // The hold keeps the applicant here: the flow's pages lead back to it.
    await page.goto(`${base}/screening`);
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/outstanding-balance$`));
    await expectNoAxeViolations(page);

    // The account the bank returned the payment from cannot pay it again.
    await expect(page.getByRole('radio', { name: new RegExp(BANK) })).toBeDisabled();
    await page.getByRole('radio', { name: /A new card/ }).check();
    const form = page.getByTitle('Secure card form').contentFrame();
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/30');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment Received' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/screening$`));
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/screening$`));
  });
});
