import type { Page } from '@playwright/test';
import {
  applicantAt,
  applyThroughApi,
  finishStepsThroughApi,
  registerThroughApi,
  uniqueEmail,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

const VISA_OK = '4242 4242 4242 4242';
const VISA_DECLINED = '4000 0000 0000 0002';

/** Agrees to the payment terms from the Fees & Deposits page, and comes back to it. */
async function agreeToPaymentTerms(page: Page) {
  await page.getByRole('link', { name: 'Read the Payment Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  await expect(page).toHaveURL(/\/fees-deposits$/);
}

/** Enters a card in the sandbox's own card form, framed in the page as Stripe's Elements would be. */
async function saveCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /A new card/ }).check();
  const form = page.getByTitle('Secure card form').contentFrame();
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  const last4 = number.slice(-4);
  await expect(page.getByRole('status').filter({ hasText: `Visa ending in ${last4} saved.` })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(`Visa ending in ${last4}`) })).toBeChecked();
}

test.describe('fees and deposits', () => {
  test('the primary applicant sees every charge, pays $300 with the sandbox card and gets a receipt', async ({
    page,
  }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '102', 'income-employment');
    await page.goto(`${base}/fees-deposits`);

    await expect(page.getByRole('heading', { level: 1, name: 'Review and Pay' })).toBeVisible();
    const costs = page.getByRole('region', { name: 'Your Move-In Costs' });
    await expect(costs.getByRole('link', { name: 'View Breakdown by Month' })).toBeVisible();
    const due = page.getByRole('region', { name: 'Due Today' });
    await expect(due.getByRole('row', { name: 'Application Fee $50.00' })).toBeVisible();
    await expect(due.getByRole('row', { name: 'Holding Deposit $250.00' })).toBeVisible();
    await expect(due.getByRole('row', { name: 'Balance due today $300.00' })).toBeVisible();
    await expect(due).toContainText('Before you pay, please read and agree to the payment terms.');
    await expectNoAxeViolations(page);

    await agreeToPaymentTerms(page);
    await saveCard(page, VISA_OK);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('fees-deposits.png'), fullPage: true });

    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment Received' })).toBeFocused();
    await expect(page.getByText('Thank you! We received your payment of $300.00')).toBeVisible();
    await expect(page.getByRole('row', { name: 'Total paid $300.00' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('payment-received.png'), fullPage: true });

    // Reloading shows the step settled: nothing more to pay, and the way on.
    await page.reload();
    await expect(due.getByRole('row', { name: 'Already paid -$300.00' })).toBeVisible();
    await expect(page.getByText('You have paid everything due at this step. Thank you!')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/screening$`));

    // With the fees paid, the move-in charges open: the holding deposit paid comes off, the fee is gone.
    await page.goto(`${base}/payment-details`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Move-In Charges' })).toBeVisible();
    const charges = page.getByRole('region', { name: 'Due at Move-In' });
    await expect(charges.getByRole('table', { name: 'First Month' })).toContainText('Rent');
    await expect(charges.getByRole('table', { name: 'Deposits' })).toContainText('Unit Security Deposit');
    const oneTime = charges.getByRole('table', { name: 'One-Time Fees' });
    await expect(oneTime).toContainText('Administrative Fee');
    await expect(oneTime).not.toContainText('Application Fee');
    await expect(charges.getByRole('row', { name: 'Holding Deposit paid -$250.00' })).toBeVisible();
    await expect(charges.getByText(/^Total due at move-in: \$[\d,]+\.\d\d$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a declined card says so and charges nothing; another card then pays', async ({ page }) => {
    const { base, id } = await applicantAt(page, 'maple-court', '102', 'income-employment');
    await page.goto(`${base}/fees-deposits`);
    await agreeToPaymentTerms(page);
    await saveCard(page, VISA_DECLINED);
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expectNoAxeViolations(page);
    const options = await page.request.get(`/api/transaction/${id}/payment-options/`);
    expect((await options.json()).due_now).toMatchObject({ paid: 0, balance: 30_000 });

    await saveCard(page, VISA_OK);
    await page.getByRole('button', { name: 'Pay $300.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  });

  test('a double click on Pay sends one payment, and one receipt reaches the dev mailbox', async ({
    page,
  }) => {
    const email = uniqueEmail('payer');
    const session = await registerThroughApi(page.request, 'maple-court', { email });
    const id = await applyThroughApi(page.request, session, 'maple-court', '102');
    await finishStepsThroughApi(page.request, session, id, 'income-employment');
    // The pay form prepares the payment of what is due (the amount on its button); Pay pays that one.
    const prepared: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith(`/api/transaction/${id}/payments/intents/create/`)) {
        if (response.ok()) prepared.push((await response.json()).intent.id);
      }
    });
    const payments: { key: string; intent: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/transaction/${id}/payment`)) {
        payments.push({
          key: request.headers()['idempotency-key'] ?? '',
          intent: request.postDataJSON().payment_intent_id,
        });
      }
    });
    await page.goto(`/maple-court/transaction/${id}/fees-deposits`);
    await agreeToPaymentTerms(page);
    await saveCard(page, VISA_OK);
    await page.getByRole('button', { name: 'Pay $300.00' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
    expect(payments).toEqual([{ key: expect.any(String), intent: prepared.at(-1) }]);
    const options = await page.request.get(`/api/transaction/${id}/payment-options/`);
    expect((await options.json()).due_now).toMatchObject({ paid: 30_000, balance: 0 });

    // The receipt leaves through the outbox; wait for it on the API, then read it as a person would.
    await expect
      .poll(
        async () => {
          const mailbox = await page.request.get('/api/dev/mailbox/?community=maple-court');
          const { messages } = (await mailbox.json()) as { messages: Array<{ recipient: string }> };
          return messages.filter((message) => message.recipient === email).length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.goto('/maple-court/dev/mailbox');
    const receipt = page.getByRole('article').filter({ hasText: email });
    await expect(
      receipt.getByRole('heading', { name: 'Your payment receipt from Maple Court Apartments' }),
    ).toBeVisible();
    await expect(receipt).toContainText('Total paid: $300.00');
    await expect(receipt).toContainText('Holding Deposit: $250.00');
    await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(1);
  });

  test('where the community offers the deposit alternative, the applicant chooses the fee and sees it priced', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'income-employment');
    await page.goto(`${base}/fees-deposits`);
    const choice = page.getByRole('region', { name: 'Security Deposit or Security Fee' });
    await expect(choice).toContainText('A security deposit or a non-refundable security fee is required');
    await expect(
      choice.getByRole('radio', { name: 'A $600.00 security deposit (refundable)' }),
    ).toBeChecked();
    const costs = page.getByRole('region', { name: 'Your Move-In Costs' });
    const deposits = costs.getByRole('table', { name: 'Deposits' });
    await expect(deposits.getByRole('rowheader', { name: /^Unit Security Deposit/ })).toBeVisible();

    await choice.getByRole('radio', { name: 'A $175.00 non-refundable security fee instead' }).check();
    await choice.getByRole('button', { name: 'Save My Choice' }).click();
    await expect(choice.getByRole('status')).toHaveText(
      'Your choice is saved. Your move-in costs below are updated.',
    );
    const oneTime = costs.getByRole('table', { name: 'One-time fees' });
    await expect(oneTime.getByRole('rowheader', { name: /^Security Deposit Alternative/ })).toBeVisible();
    await expect(oneTime).toContainText('$175.00');
    await expect(deposits.getByRole('rowheader', { name: /^Unit Security Deposit/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('deposit-alternative.png'), fullPage: true });

    // The choice is kept: it is read back with the application.
    await page.reload();
    await expect(
      page.getByRole('radio', { name: 'A $175.00 non-refundable security fee instead' }),
    ).toBeChecked();
  });

  test("an Oakland applicant's receipt itemizes the screening fee, naming California's law", async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'bayview-terrace', 'B101', 'income-employment');
    await page.goto(`${base}/fees-deposits`);
    await page.getByRole('button', { name: 'I have read this notice' }).click();
    await expect(page.getByText(/^You accepted this notice on /)).toBeVisible();
    await agreeToPaymentTerms(page);
    await saveCard(page, VISA_OK);
    await page.getByRole('button', { name: 'Pay $55.00' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment Received' })).toBeFocused();

    // The demo splits nothing: the whole fee is the screening agency's charge.
    const itemized = page.getByRole('table', { name: 'Screening Fee, itemized' });
    await expect(itemized.getByRole('row', { name: "Screening agency's charge $55.00" })).toBeVisible();
    await expect(
      itemized.getByRole('row', { name: 'Time spent to obtain and process your information $0.00' }),
    ).toBeVisible();
    await expect(page.getByText(/^The law of California asks that this receipt itemize/)).toContainText(
      '(Cal. Civ. Code § 1950.6(d))',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('itemized-receipt.png'), fullPage: true });
  });
});
