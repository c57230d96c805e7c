import type { Locator, Page } from '@playwright/test';
import { type ApiSession, applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

interface Choice {
  key: string;
  pet_type?: 'pets-cats';
  is_assistance_animal?: boolean;
}

/** Chooses rental options by their fixture key, as the rental-profile pages would save them. */
async function chooseOptions(
  page: Page,
  session: ApiSession,
  community: string,
  id: number,
  choices: Choice[],
) {
  const listed = await page.request.get(`/api/communities/${community}/rental-options/`);
  const { rental_options } = (await listed.json()) as { rental_options: Array<{ id: number; key: string }> };
  const selected = choices.map(({ key, ...rest }) => {
    const option = rental_options.find((candidate) => candidate.key === key);
    if (!option) throw new Error(`No rental option ${key} at ${community}`);
    return { rental_option_id: option.id, quantity: 1, ...rest };
  });
  const saved = await page.request.patch(`/api/transactions/${id}/`, {
    headers: session.headers,
    data: { selected_rental_options: selected },
  });
  expect(saved.status()).toBe(200);
}

/** A row of a charges table, by the start of its header: its header text and its amount. */
function row(table: Locator, charge: string) {
  const found = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${charge}`) }) });
  return { header: found.getByRole('rowheader'), amount: found.getByRole('cell') };
}

async function expectRow(table: Locator, charge: string, amount: string, note?: string) {
  const { header, amount: cell } = row(table, charge);
  await expect(cell).toHaveText(amount);
  if (note) await expect(header).toContainText(note);
}

test.describe('charges', () => {
  test('Maple Court unit 102 with a cat and a storage locker, month by month to the cent', async ({
    page,
  }) => {
    const { base, id, session } = await applicantAt(page, 'maple-court', '102', 'lease-terms');
    await chooseOptions(page, session, 'maple-court', id, [
      { key: 'pets-cats', pet_type: 'pets-cats' },
      { key: 'storage' },
    ]);
    await page.goto(`${base}/charges`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Charges' })).toBeVisible();

    /*
     * Pricing rules, worked example. 12 months at 0 % adjustment: rent 149,500; Cat 2,500; Storage Locker
     * 2,500 (taxable at 8.25 %: round(206.25) = 206); Valet Trash 3,000. Full month 157,500 + 206 = 157,706.
     * Move-in 2026-12-15: December has 31 days, 17 of them from the 15th.
     *   Rent    round(149,500 × 17 / 31 = 81,983.87) = 81,984; per day round(149,500 / 31 = 4,822.58) = 4,823
     *   Cat     round(2,500 × 17 / 31 = 1,370.97) = 1,371;     per day round(2,500 / 31 = 80.65) = 81
     *   Storage 1,371, tax round(1,371 × 8.25 % = 113.11) = 113
     *   Valet   round(3,000 × 17 / 31 = 1,645.16) = 1,645;     per day round(3,000 / 31 = 96.77) = 97
     *   December: 81,984 + 1,371 + 1,371 + 1,645 = 86,371, + 113 tax = 86,484.
     * One-time: Application Fee 5,000 (one adult) + Administrative Fee 15,000 + Cat fee 15,000 = 35,000.
     * Deposits: Unit Security Deposit (1 bedroom) 50,000 + Cat deposit 30,000 + Holding Deposit 25,000 = 105,000.
     */
    const moveIn = page.getByRole('region', { name: 'Your move-in costs' });
    const first = moveIn.getByRole('table', { name: 'First month (prorated)' });
    await expectRow(first, 'Rent', '$819.84', 'Prorated: 17 days at $48.23/day');
    await expectRow(first, 'Cat', '$13.71', 'Prorated: 17 days at $0.81/day');
    await expectRow(first, 'Storage Locker', '$13.71', '+ $1.13 sales tax');
    await expectRow(first, 'Valet Trash', '$16.45', 'Prorated: 17 days at $0.97/day');
    await expectRow(first, 'Sales tax', '$1.13');
    await expectRow(first, 'Total', '$864.84');
    const oneTime = moveIn.getByRole('table', { name: 'One-time fees' });
    await expectRow(oneTime, 'Application Fee', '$50.00', 'You: $50.00');
    await expectRow(oneTime, 'Administrative Fee', '$150.00', 'Covers lease preparation.');
    await expectRow(oneTime, 'Cat fee', '$150.00');
    await expectRow(oneTime, 'Total', '$350.00');
    const deposits = moveIn.getByRole('table', { name: 'Deposits' });
    await expectRow(deposits, 'Unit Security Deposit', '$500.00');
    await expectRow(deposits, 'Cat deposit', '$300.00');
    await expectRow(deposits, 'Holding Deposit', '$250.00');
    await expectRow(deposits, 'Total', '$1,050.00');
    await expect(moveIn.getByText('Your monthly total after the first month: $1,577.06/month')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('charges-light.png'), fullPage: true });

    // The lease runs December 2026 to 2027-12-14: 13 months plus the month after. Today (November 2026)
    // is before the lease, so the first month is shown.
    const byMonth = page.getByRole('region', { name: 'Breakdown by month' });
    const month = byMonth.getByLabel('Month');
    await expect(month.getByRole('option')).toHaveCount(14);
    await expect(month).toHaveValue('2026-12');
    const previous = byMonth.getByRole('button', { name: 'Previous month' });
    const next = byMonth.getByRole('button', { name: 'Next month' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const december = byMonth.getByRole('table', { name: 'Charges for December 2026' });
    await expectRow(december, 'Rent', '$819.84', 'Prorated: 17 days at $48.23/day');
    await expectRow(december, 'Total for December 2026', '$864.84');

    // Keyboard only: Tab from the select to Next, Enter.
    await month.focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(month).toHaveValue('2027-01');
    await expect(byMonth.getByText('Showing charges for January 2027')).toBeAttached();
    // Full month: 149,500 + 2,500 + 2,500 + 3,000 = 157,500, + 206 tax = 157,706.
    const january = byMonth.getByRole('table', { name: 'Charges for January 2027' });
    await expectRow(january, 'Rent', '$1,495.00');
    await expectRow(january, 'Cat', '$25.00');
    await expectRow(january, 'Storage Locker', '$25.00', '+ $2.06 sales tax');
    await expectRow(january, 'Valet Trash', '$30.00');
    await expectRow(january, 'Sales tax', '$2.06');
    await expectRow(january, 'Total for January 2027', '$1,577.06');
    await expect(january.getByText('Prorated')).toHaveCount(0);
    await expect(next).toBeFocused();
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(page);

    // Back with Previous, then to the last month with the select's End key.
    await page.keyboard.press('Shift+Tab');
    await expect(month).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(month).toHaveValue('2026-12');
    await expect(byMonth.getByRole('table', { name: 'Charges for December 2026' })).toBeVisible();
    await month.focus();
    await page.keyboard.press('End');
    await expect(month).toHaveValue('2028-01');
    await expect(
      byMonth.getByText('Nothing is scheduled for January 2028. Your lease ends on December 14, 2027.'),
    ).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    // Opened directly, Close goes to the lease terms.
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/lease-terms$`));
  });

  test('an assistance animal in the dark theme, and Charges waits for the lease terms', async ({ page }) => {
    const { base, id, session } = await applicantAt(page, 'lakeside-lofts', 'L1', 'lease-terms');
    await chooseOptions(page, session, 'lakeside-lofts', id, [
      { key: 'pets-cats', pet_type: 'pets-cats', is_assistance_animal: true },
    ]);
    await page.goto(`${base}/charges`);
    const first = page
      .getByRole('region', { name: 'Your move-in costs' })
      .getByRole('table', { name: 'First month (prorated)' });
    await expectRow(first, 'Cat', '$0.00', 'assistance animal incl.');
    // An assistance animal adds no pet deposit or fee.
    await expect(page.getByRole('rowheader', { name: /^Cat (deposit|fee)/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('charges-dark.png'), fullPage: true });

    const early = await applicantAt(page, 'maple-court', '102', 'military-status');
    await page.goto(`${early.base}/charges`);
    await expect(page).toHaveURL(new RegExp(`${early.base}/lease-terms$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your lease' })).toBeVisible();
  });

  test('a failed load offers Retry; the primary applicant asks for and sees scheduled price updates', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'lease-terms');
    // The server schedules no option price change yet, so one is written into its answer here.
    await page.route('**/payment-breakdown/', async (route) => {
      const response = await route.fetch();
      const breakdown = await response.json();
      breakdown.updated_rental_option_fees.items = [
        {
          ...breakdown.monthly_fees_no_prorate.items[0],
          name: 'Storage Locker',
          amount: 3_000,
          price: 3_000,
        },
      ];
      await route.fulfill({ response, json: breakdown });
    });
    await page.route('**/payment-breakdown-monthly/**', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`${base}/charges`);
    const failure = page.getByRole('alert').filter({
      hasText: 'Oops! We ran into some issues. Please try again later.',
    });
    await expect(failure).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute('**/payment-breakdown-monthly/**');
    const monthly = page.waitForRequest('**/payment-breakdown-monthly/**');
    await failure.getByRole('button', { name: 'Retry' }).click();
    expect(new URL((await monthly).url()).searchParams.get('include_scheduled_price_updates')).toBe('true');
    await expect(page.getByRole('table', { name: 'Charges for December 2026' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Storage Locker will change to $30.00/month during your lease.' }),
    ).toBeVisible();
  });
});
