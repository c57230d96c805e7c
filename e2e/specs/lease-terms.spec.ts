import type { Page } from '@playwright/test';
import {
  applicantAt,
  drawerSteps,
  finishStepsThroughApi,
  PASSWORD,
  registerThroughApi,
  uniqueEmail,
  unitId,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

function quote(page: Page) {
  return page.getByRole('region', { name: 'Your monthly price' });
}

/** The amount cell of a quote row, found by the row's name. */
function quoteAmount(page: Page, charge: string) {
  return quote(page).getByRole('row', { name: charge }).getByRole('cell');
}

test.describe('lease terms', () => {
  test('the primary applicant picks a move-in date and a 12-month lease for unit 102 and continues', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'military-status');
    await page.goto(`${base}/lease-terms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your lease' })).toBeVisible();

    const facts = page.getByRole('region', { name: 'Unit details' });
    await expect(facts.getByText('102', { exact: true })).toBeVisible();
    await expect(facts.getByText('1 Bedroom', { exact: true })).toBeVisible();
    await expect(facts.getByText('1 bed · 1 bath · 710 sq ft')).toBeVisible();
    await expect(facts.getByText('Maple Court', { exact: true })).toBeVisible();
    await expect(facts.getByText('1200 Maple Ave, Austin, TX 78701')).toBeVisible();
    await expect(facts.getByText('Now', { exact: true })).toBeVisible();
    // The move-in date is required, then both errors are tied to their fields.
    const moveIn = page.getByLabel('Move-in date');
    await expect(moveIn).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    await expect(moveIn).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    await expect(
      page.getByText(/^Choose a date from \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}\.$/),
    ).toBeVisible();
    const terms = page.getByRole('group', { name: 'Lease term' });
    await expect(terms.getByRole('radio')).toHaveCount(4);
    await expect(terms.getByRole('radio', { name: '12 months — $1,495.00/month' })).toBeVisible();
    await expect(terms.getByRole('radio', { name: '6 months — $1,644.50/month' })).toBeVisible();
    await expect(quote(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    const dateError = page.getByText('Choose a move-in date', { exact: true });
    await expect(dateError).toBeVisible();
    await expect(moveIn).toBeFocused();
    await expect(moveIn).toHaveAttribute('aria-invalid', 'true');
    expect((await moveIn.getAttribute('aria-describedby'))?.split(' ')).toContain(
      await dateError.getAttribute('id'),
    );
    const termError = page.getByText('Choose a lease term', { exact: true });
    await expect(termError).toBeVisible();
    await expect(terms).toHaveAttribute('aria-describedby', (await termError.getAttribute('id')) ?? '');
    await expectNoAxeViolations(page);

    // A date outside the move-in window says which dates are allowed.
    await moveIn.fill('2027-06-01');
    await moveIn.blur();
    await expect(
      page.getByText(/^Choose a move-in date between \w+ \d{1,2}, \d{4} and \w+ \d{1,2}, \d{4}\.$/),
    ).toBeVisible();
    await expect(moveIn).toHaveAttribute('aria-invalid', 'true');

    await moveIn.fill('2026-12-15');
    await expect(moveIn).not.toHaveAttribute('aria-invalid');
    // The end date shown is the API's, for Maple Court's lease settings (decision 0032).
    const leaseEndAnswer = page.waitForResponse((response) =>
      response
        .url()
        .endsWith('/api/lease-end-date/?lease_settings_id=1&move_in_date=2026-12-15&lease_term=12'),
    );
    await terms.getByRole('radio', { name: '12 months — $1,495.00/month' }).check();
    await expect(termError).toHaveCount(0);
    expect(await (await leaseEndAnswer).json()).toEqual({ lease_end_date: '2027-12-14' });
    await expect(page.getByText('Your lease ends December 14, 2027')).toBeVisible();

    await expect(quote(page)).toBeVisible();
    await expect(quoteAmount(page, 'Rent')).toHaveText('$1,495.00');
    await expect(quoteAmount(page, 'Valet Trash')).toHaveText('$30.00');
    await expect(quoteAmount(page, 'Total per month')).toHaveText('$1,525.00');
    await expect(quote(page).getByRole('row')).toHaveCount(4);
    await expect(
      quote(page).getByText(
        'Prices, fees and concessions are subject to change until the lease is signed by all parties.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Monthly total updated: $1,525.00 per month.')).toBeAttached();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('lease-terms-light.png'), fullPage: true });

    await continueButton.click();
    // The rental profile is next.
    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your rental options' })).toBeVisible();

    // Back on the step: saved, prefilled, and completed in the drawer.
    await page.goto(`${base}/lease-terms`);
    await expect(page.getByLabel('Move-in date')).toHaveValue('2026-12-15');
    await expect(
      page.getByRole('group', { name: 'Lease term' }).getByRole('radio', { name: /^12 months/ }),
    ).toBeChecked();
    await expect(drawerSteps(page).getByRole('link', { name: 'Lease Details (completed)' })).toBeVisible();
    await expect(quoteAmount(page, 'Total per month')).toHaveText('$1,525.00');
    await expectNoAxeViolations(page);
  });

  test('a 15-month lease shows its special as a negative line', async ({ page }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'military-status');
    await page.goto(`${base}/lease-terms`);
    await page.getByLabel('Move-in date').fill('2026-12-15');
    await page.getByRole('radio', { name: '15 months — $1,465.10/month' }).check();
    await expect(page.getByText('Your lease ends March 14, 2028')).toBeVisible();
    await expect(quoteAmount(page, '15-Month Lease Special')).toHaveText('-$50.00');
    await expect(quoteAmount(page, 'Rent')).toHaveText('$1,465.10');
    await expect(quoteAmount(page, 'Total per month')).toHaveText('$1,445.10');
    await expectNoAxeViolations(page);
  });

  test('the sub-routes open the same page at their section', async ({ page }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'military-status');
    await page.goto(`${base}/lease-terms/unit-details`);
    await expect(page.getByRole('heading', { level: 2, name: 'Unit details' })).toBeFocused();
    await page.goto(`${base}/lease-terms/leasing-terms`);
    await expect(page.getByRole('heading', { level: 2, name: 'Leasing terms' })).toBeFocused();
    await expect(page.getByLabel('Move-in date')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the lease terms work with the keyboard alone in the dark theme', async ({ page }) => {
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'military-status');
    await page.goto(`${base}/lease-terms/leasing-terms`);
    const moveIn = page.getByLabel('Move-in date');
    await expect(page.getByRole('heading', { level: 2, name: 'Leasing terms' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(moveIn).toBeFocused();
    await moveIn.fill('2026-12-15');
    // Tab through the date's parts to the single term, and pick it with the space bar.
    const term = page.getByRole('radio', { name: '12 months — $1,725.00/month' });
    for (
      let press = 0;
      press < 6 && !(await term.evaluate((el) => el === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(term).toBeFocused();
    await page.keyboard.press('Space');
    await expect(term).toBeChecked();
    await expect(quoteAmount(page, 'Total per month')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(quote(page).getByText('Pricing shown is valid for 48 hours.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('lease-terms-dark.png'), fullPage: true });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/rental-profile$`));
  });

  test('a co-applicant sees the terms read-only and only finishes the page', async ({ page, request }) => {
    // The primary applicant, through the API with a token.
    const primary = await request.post('/api/communities/maple-court/register/', {
      data: {
        first_name: 'Priya',
        last_name: 'Shah',
        email: uniqueEmail('primary'),
        phone_number: '(512) 555-0199',
        date_of_birth: '1985-03-02',
        password: PASSWORD,
      },
    });
    expect(primary.status()).toBe(201);
    const auth = { Authorization: `Token ${((await primary.json()) as { token: string }).token}` };
    const applied = await request.post('/api/transactions/', {
      headers: auth,
      data: { unit_id: await unitId(request, 'maple-court', '102') },
    });
    const { id } = (await applied.json()) as { id: number };
    const patched = await request.patch(`/api/transactions/${id}/`, {
      headers: auth,
      data: { move_in_date: '2026-12-15', lease_term: 12 },
    });
    expect(patched.status()).toBe(200);
    const roommateEmail = uniqueEmail('roommate');
    const invited = await request.post(`/api/transaction/${id}/invitees/`, {
      headers: auth,
      data: { role: 20, first_name: 'Sam', last_name: 'Lee', email: roommateEmail },
    });
    expect(invited.status()).toBe(201);

    // The roommate signs up, accepts and finishes the first steps.
    const session = await registerThroughApi(page.request, 'maple-court', {
      email: roommateEmail,
      firstName: 'Sam',
    });
    const invitations = await page.request.get('/api/invitations/');
    const [invitation] = ((await invitations.json()) as { invitations: Array<{ invitee_id: number }> })
      .invitations;
    expect(invitation).toBeDefined();
    const accepted = await page.request.post('/api/applicant-role/', {
      headers: session.headers,
      data: { invitee_id: invitation?.invitee_id },
    });
    expect(accepted.ok()).toBe(true);
    await finishStepsThroughApi(page.request, session, id, 'military-status');

    await page.goto(`/maple-court/transaction/${id}/lease-terms`);
    await expect(
      page.getByText(/^Only the primary applicant, Priya Shah, can change the move-in date and lease term\./),
    ).toBeVisible();
    await expect(page.getByLabel('Move-in date')).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText('December 15, 2026', { exact: true })).toBeVisible();
    await expect(page.getByText('12 months — $1,495.00/month', { exact: true })).toBeVisible();
    await expect(quoteAmount(page, 'Total per month')).toHaveText('$1,525.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/transaction/${id}/rental-profile$`));
  });
});
