import type { Page } from '@playwright/test';
import { applicantAt, drawerSteps } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

function hubCard(page: Page, name: string) {
  return page.getByRole('list', { name: 'Rental options' }).getByRole('region', { name });
}

test.describe('rental profile', () => {
  test('the primary applicant adds a cat and a storage locker for unit 102, then continues', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'lease-terms');
    await page.goto(`${base}/rental-profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your rental options' })).toBeVisible();
    for (const category of ['Parking', 'Pets', 'Storage', 'Wine Cooler']) {
      await expect(hubCard(page, category)).toBeVisible();
      await expect(hubCard(page, category).getByText('Nothing chosen yet')).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await hubCard(page, 'Pets').getByRole('link', { name: 'Choose Pets' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/pets$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pets' })).toBeVisible();
    const cat = page.getByRole('group', { name: 'Cat' });
    await expect(cat.getByText('$25.00/month')).toBeVisible();
    await expect(cat.getByText('Deposit $300.00')).toBeVisible();
    await expect(cat.getByText('One-time fee $150.00')).toBeVisible();
    const catQuantity = cat.getByLabel('Cat quantity');
    await expect(catQuantity).toHaveValue('0');
    // At the floor, − is marked unavailable; the assistance-animal choice appears once there is a cat.
    await expect(cat.getByRole('button', { name: 'Remove one Cat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(cat.getByRole('checkbox')).toHaveCount(0);
    await cat.getByRole('button', { name: 'Add one Cat' }).click();
    await expect(catQuantity).toHaveValue('1');
    await expect(
      cat.getByRole('checkbox', { name: 'This is an assistance animal (no pet fees)' }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('pets-light.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await expect(page.getByRole('status').filter({ hasText: 'Your pet choices were saved.' })).toBeVisible();
    await expect(hubCard(page, 'Pets').getByText('1 Cat')).toBeVisible();

    await hubCard(page, 'Storage').getByRole('link', { name: 'Choose Storage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    const locker = page.getByRole('group', { name: 'Storage Locker' });
    await expect(locker.getByText('$25.00/month')).toBeVisible();
    await locker.getByRole('button', { name: 'Add one Storage Locker' }).click();
    await expect(locker.getByLabel('Storage Locker quantity')).toHaveValue('1');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await expect(
      page.getByRole('status').filter({ hasText: 'Your storage choices were saved.' }),
    ).toBeVisible();
    await expect(hubCard(page, 'Pets').getByText('1 Cat')).toBeVisible();
    await expect(hubCard(page, 'Storage').getByText('1 Storage Locker')).toBeVisible();
    await expectNoAxeViolations(page);

    // Both choices are on the transaction.
    const saved = await page.request.get(`/api${base.replace('/maple-court/transaction', '/transactions')}/`);
    const { selected_rental_options } = (await saved.json()) as {
      selected_rental_options: Array<{ name: string; quantity: number; pet_type: string | null }>;
    };
    expect(
      selected_rental_options.map(({ name, quantity, pet_type }) => ({ name, quantity, pet_type })),
    ).toEqual(
      expect.arrayContaining([
        { name: 'Cat', quantity: 1, pet_type: 'pets-cats' },
        { name: 'Storage Locker', quantity: 1, pet_type: null },
      ]),
    );

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell Us About Your Income and Assets' }),
    ).toBeVisible();
    await page.goto(`${base}/rental-profile/options`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your rental options' })).toBeVisible();
    await expect(drawerSteps(page).getByRole('link', { name: 'Rental Profile (completed)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('pets work with the keyboard alone in the dark theme', async ({ page }) => {
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'lease-terms');
    await page.goto(`${base}/rental-profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your rental options' })).toBeVisible();
    await expect(hubCard(page, 'Storage')).toBeVisible();
    await expect(hubCard(page, 'Wine Cooler')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const choosePets = hubCard(page, 'Pets').getByRole('link', { name: 'Choose Pets' });
    await choosePets.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Pets' })).toBeVisible();

    const cat = page.getByRole('group', { name: 'Cat' });
    const add = cat.getByRole('button', { name: 'Add one Cat' });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    // The ceiling is the option's limit (2): the third press does nothing, focus stays on the button.
    await expect(cat.getByLabel('Cat quantity')).toHaveValue('2');
    await expect(add).toBeFocused();
    await expect(page.getByText('Cat quantity: 2')).toBeAttached();
    // The arrow keys step the input itself.
    await page.keyboard.press('Shift+Tab');
    await expect(cat.getByLabel('Cat quantity')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cat.getByLabel('Cat quantity')).toHaveValue('1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const assistance = cat.getByRole('checkbox', { name: 'This is an assistance animal (no pet fees)' });
    await expect(assistance).toBeFocused();
    await page.keyboard.press('Space');
    await expect(assistance).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('pets-dark.png'), fullPage: true });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await expect(hubCard(page, 'Pets').getByText('1 Cat (assistance animal incl.)')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
