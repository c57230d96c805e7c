import type { Locator, Page } from '@playwright/test';
import { applicantAt, PASSWORD, registerThroughApi, uniqueEmail } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

const ZIP_NOT_IN_STATE = "This ZIP code isn't in the state you chose";
const ADDRESS = '500 Congress Ave, Austin, TX 78701';

function drawer(page: Page) {
  return page.getByRole('complementary', { name: 'Application progress' });
}

function progressBar(page: Page) {
  return drawer(page).getByRole('progressbar', { name: 'Share of the application completed' });
}

function steps(page: Page) {
  return drawer(page).getByRole('navigation', { name: 'Application steps' });
}

/** Presses Tab until `target` has focus (the top bar's stops come first, however many there are). */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('application journey', () => {
  test('a visitor applies for unit 102, signs up, enters the address both ways and the military status', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/maple-court');
    await page.getByRole('link', { name: 'See available apartments' }).click();

    await expect(page).toHaveURL(/\/maple-court\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your new home' })).toBeVisible();
    const units = page.getByRole('list', { name: 'Available apartments' });
    await expect(units.getByRole('heading', { level: 2, name: 'Unit 102' })).toBeVisible();
    await expect(units.getByRole('heading', { level: 2, name: 'Unit 203' })).toBeVisible();
    // Unit 407 is not open for applications.
    await expect(units.getByRole('heading', { name: 'Unit 407' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply for unit 407' })).toHaveCount(0);
    const unit102 = units.getByRole('region', { name: 'Unit 102' });
    await expect(unit102.getByText('1 Bedroom', { exact: true })).toBeVisible();
    await expect(unit102.getByText(/^\$[\d,]+(\.\d\d)?$/)).toBeVisible();
    await expect(
      units.getByRole('region', { name: 'Unit 203' }).getByText('December 15, 2026'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/maple-court/login?next=%2Fmaple-court%2Fwelcome',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Apply for unit 102' }).click();
    await expect(page).toHaveURL(/\/maple-court\/signup\?next=%2Fmaple-court%2Fwelcome%3Fapply%3D\d+$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      /^\/maple-court\/login\?next=%2Fmaple-court%2Fwelcome%3Fapply%3D\d+$/,
    );
    await page.getByLabel('Legal first name').fill('Avery');
    await page.getByLabel('Legal last name').fill('Quinn');
    await page.getByLabel('Email').fill(uniqueEmail('journey'));
    await page.getByLabel('Phone').pressSequentially('5125550142');
    await page.getByLabel('Birthday').fill('1990-04-12');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The platform terms and the account set up come first (spec §4), then the application starts.
    await expect(page).toHaveURL(/\/maple-court\/terms\?registered=true&next=/);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Account Set Up' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/address$/);
    const transactionPath = new URL(page.url()).pathname.replace(/\/address$/, '');
    await expect(page.getByRole('heading', { level: 1, name: "What's your current address?" })).toBeVisible();
    await expect(drawer(page).getByText('Unit 102')).toBeVisible();
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(steps(page).getByRole('link', { name: 'Current Address' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Steps not reached yet are not links.
    await expect(steps(page).getByRole('link', { name: /Military Status/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Automated: search, pick the suggestion, add the apartment number.
    const search = page.getByRole('combobox', { name: 'Search for your address' });
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await search.fill(ADDRESS);
    const suggestion = page.getByRole('option', { name: ADDRESS });
    await expect(suggestion).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await suggestion.click();
    await expect(search).toHaveValue(ADDRESS);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await page.getByLabel('Apt/Ste/Floor').fill('Apt 4B');
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(page).toHaveURL(new RegExp(`${transactionPath}/military-status$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Are you in the military?' })).toBeVisible();
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '10');
    await expect(steps(page).getByRole('link', { name: 'Current Address (completed)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the address: it was saved, and the manual mode works too.
    await steps(page).getByRole('link', { name: 'Current Address (completed)' }).click();
    await expect(page).toHaveURL(new RegExp(`${transactionPath}/address$`));
    await expect(search).toHaveValue(ADDRESS);
    await expect(page.getByLabel('Apt/Ste/Floor')).toHaveValue('Apt 4B');
    await page.getByRole('radio', { name: 'Enter it manually' }).check();
    const street = page.getByLabel('Street');
    const zip = page.getByLabel('ZIP');
    await expect(street).toHaveValue('500 Congress Ave');
    await expect(page.getByLabel('City')).toHaveValue('Austin');
    await expect(page.getByLabel('State')).toHaveValue('TX');
    await expect(zip).toHaveValue('78701');
    await expect(continueButton).toBeEnabled();
    await street.fill('1100 Congress Ave');
    await zip.fill('10001');
    await zip.blur();
    const zipError = page.getByText(ZIP_NOT_IN_STATE);
    await expect(zipError).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await zip.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await zipError.getAttribute('id'));
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page);
    await zip.fill('78701');
    await expect(zipError).toHaveCount(0);
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(page).toHaveURL(new RegExp(`${transactionPath}/military-status$`));
    const statuses = page.getByRole('group', { name: 'Your military status' });
    await expect(statuses.getByRole('radio')).toHaveCount(5);
    await statuses.getByRole('radio', { name: 'I am a veteran' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The lease terms are next.
    await expect(page).toHaveURL(new RegExp(`${transactionPath}/lease-terms$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your lease' })).toBeVisible();

    await page.goto(`${transactionPath}/military-status`);
    await expect(page.getByRole('radio', { name: 'I am a veteran' })).toBeChecked();
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '20');
    await expect(steps(page).getByRole('link', { name: 'Current Address (completed)' })).toBeVisible();
    await expect(steps(page).getByRole('link', { name: 'Military Status (completed)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(steps(page).getByRole('link', { name: 'Lease Details' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The saved address is the manual one.
    await page.goto(`${transactionPath}/address`);
    await expect(page.getByRole('combobox', { name: 'Search for your address' })).toHaveValue(
      '1100 Congress Ave, Austin, TX 78701',
    );
  });

  test('the address form and the military status work with the keyboard alone', async ({ page }) => {
    const { id } = await applicantAt(page, 'maple-court', '203');
    await page.goto(`/maple-court/transaction/${id}/address`);
    await expect(page.getByRole('heading', { level: 1, name: "What's your current address?" })).toBeVisible();

    // The mode switch is a radio group: arrows move between the two ways.
    const searchMode = page.getByRole('radio', { name: 'Search for it' });
    await tabTo(page, searchMode);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Enter it manually' })).toBeChecked();
    await expect(page.getByLabel('Street')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(searchMode).toBeChecked();

    const search = page.getByRole('combobox', { name: 'Search for your address' });
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    await page.keyboard.type('1 Main St, Springfield, IL 62701');
    const option = page.getByRole('option', { name: '1 Main St, Springfield, IL 62701' });
    await expect(option).toBeVisible();
    // Escape closes the list, the down arrow opens it again.
    await page.keyboard.press('Escape');
    await expect(option).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await expect(search).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue('1 Main St, Springfield, IL 62701');
    await expect(option).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Apt/Ste/Floor')).toBeFocused();
    await page.keyboard.type('Floor 2');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/maple-court/transaction/${id}/military-status$`));
    const first = page.getByRole('radio', { name: 'I am not in the military' });
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'I am on active duty' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/maple-court/transaction/${id}/lease-terms$`));
  });

  test('a signed-in user applies straight from the welcome page; the steps ahead stay closed', async ({
    page,
  }) => {
    await registerThroughApi(page.request, 'maple-court');
    await page.goto('/maple-court/welcome');
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply for unit 101' }).click();
    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/address$/);
    const transactionPath = new URL(page.url()).pathname.replace(/\/address$/, '');
    await expect(drawer(page).getByText('Unit 101')).toBeVisible();

    // Military status is not reached yet: its page leads back to the address.
    await page.goto(`${transactionPath}/military-status`);
    await expect(page).toHaveURL(new RegExp(`${transactionPath}/address$`));
    await page.goto(transactionPath);
    await expect(page).toHaveURL(new RegExp(`${transactionPath}/address$`));

    // An unreadable address finds nothing; the search says so on Continue.
    const search = page.getByRole('combobox', { name: 'Search for your address' });
    await search.fill('somewhere nice');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText("Oops! We're having trouble finding that address. Please try again."),
    ).toBeVisible();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test("someone else's or a missing transaction shows the application-unavailable page", async ({ page }) => {
    await registerThroughApi(page.request, 'maple-court');
    await page.goto('/maple-court/transaction/999999/address');
    await expect(page).toHaveURL(/\/maple-court\/application-unavailable$/);
  });

  test('signed out, a transaction page asks to log in first', async ({ page }) => {
    await page.goto('/maple-court/transaction/1/address');
    await expect(page).toHaveURL(/\/maple-court\/login\?next=%2Fmaple-court%2Ftransaction%2F1%2Faddress$/);
  });
});
