import type { Page } from '@playwright/test';
import { applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** The sandbox's test SSN for a criminal record needing review (docs/api.md, "Screening"). */
const CRIMINAL_REVIEW_SSN = '500010020';

/** A new applicant of `community` who has paid: the Screening step is next. */
async function atScreening(page: Page, community: string, unit: string) {
  const applicant = await applicantAt(page, community, unit, 'fees-deposits');
  await page.goto(`${applicant.base}/screening`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Background and Credit Screening' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Screening criteria' })).toContainText('What is checked');
  return applicant;
}

const acceptCriteria = (page: Page) =>
  page.getByRole('checkbox', { name: /I have read and accept the screening criteria/ }).check();

test.describe('screening', () => {
  test('a Maple Court applicant accepts the criteria, gives their SSN and goes on to identity verification', async ({
    page,
  }) => {
    const { id } = await atScreening(page, 'maple-court', '102');
    await expect(page.getByRole('region', { name: 'Screening criteria' })).toContainText('for Maple Court');
    await expectNoAxeViolations(page);

    const ssn = page.getByRole('textbox', { name: 'Social Security number' });
    await ssn.pressSequentially('500-01-002a0');
    await expect(ssn).toHaveValue('•••-••-••••');
    const show = page.getByRole('button', { name: 'Show Social Security number' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(ssn).toHaveValue('500-01-0020');
    await acceptCriteria(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('screening-ssn.png'), fullPage: true });
    await show.click();
    await expect(ssn).toHaveValue('•••-••-••••');

    const submitted = page.waitForResponse((response) =>
      response.url().endsWith(`/api/transaction/${id}/screening/`),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const body = await response.text();
    expect(body).not.toContain(CRIMINAL_REVIEW_SSN);
    expect(JSON.parse(body)).toMatchObject({ tax_id_type: 'ssn', tax_id_last4: '0020' });
    await expect(page).toHaveURL(/\/id-verify$/);
  });

  test('the "I don\'t have an SSN" path, with an ITIN or with neither, in the dark theme', async ({
    page,
  }) => {
    const { base } = await atScreening(page, 'lakeside-lofts', 'L1');
    await page.getByRole('checkbox', { name: "I don't have an SSN" }).check();
    await expect(page.getByRole('textbox', { name: 'Social Security number' })).toHaveCount(0);

    await page.getByRole('radio', { name: 'Yes, I have an ITIN' }).check();
    const itin = page.getByRole('textbox', { name: /ITIN/ });
    await itin.fill('912701234');
    await page.getByRole('button', { name: 'Show ITIN' }).click();
    await expect(itin).toHaveValue('912-70-1234');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('screening-itin-dark.png'), fullPage: true });

    await page.getByRole('radio', { name: 'No, I have neither an SSN nor an ITIN' }).check();
    await expect(page.getByText('Without a number we cannot check your credit.')).toBeVisible();
    await acceptCriteria(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/id-verify$/);

    await page.goto(`${base}/screening`);
    await expect(page.getByRole('heading', { level: 2, name: 'Screening submitted' })).toBeVisible();
    await expect(page.getByText('You accepted the screening criteria without an SSN or ITIN.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('screening-submitted-dark.png'), fullPage: true });
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/id-verify$/);
  });

  test('a bad SSN and missing consent are named under their fields, and nothing is sent', async ({
    page,
  }) => {
    await atScreening(page, 'maple-court', '102');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/screening/')) posted = true;
    });
    const ssn = page.getByRole('textbox', { name: 'Social Security number' });
    await ssn.fill('50001000');
    await page.getByRole('button', { name: 'Continue' }).click();

    const consent = page.getByRole('checkbox', { name: /I have read and accept the screening criteria/ });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription(
      'Please read and accept the screening criteria to continue.',
    );
    await expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await expect(ssn).toHaveAccessibleDescription(/Enter all 9 digits of your Social Security number\./);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('screening-errors.png'), fullPage: true });

    await acceptCriteria(page);
    await ssn.fill('666010001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(ssn).toBeFocused();
    await expect(ssn).toHaveAccessibleDescription(
      /This is not a valid Social Security number\. Please check it\./,
    );
    expect(posted).toBe(false);
  });
});
