import type { FrameLocator, Page } from '@playwright/test';
import { applicantAt, pdfFile } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/**
 * The Connect screens of the second provider style at Lakeside Lofts (bank link, payroll digital, payroll
 * manual): the link detail, the embedded sandbox window (docs/api.md "Sandbox test users"), the loading
 * report while the reports answer 202, and the Summary with what the provider found.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs in to the sandbox window: every test user's password is pass_good. */
async function signIn(window: FrameLocator, institution: string, username: string) {
  await window.getByRole('radio', { name: institution }).check();
  await window.getByLabel('Username').fill(username);
  await window.getByLabel('Password').fill('pass_good');
  await window.getByRole('button', { name: 'Continue' }).click();
}

test.describe('income verification by link', () => {
  test('an applicant links a bank through the sandbox window and sees the income streams on the Summary', async ({
    page,
  }) => {
    test.slow();
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    const ways = page.getByRole('list', { name: 'Ways to add your income and assets' });
    await expect(ways.getByRole('link')).toHaveText([
      'Link Bank Account',
      'Link Payroll Account',
      'Share Pay Documents',
    ]);
    await expect(page.getByRole('button', { name: "I Don't Have Income or Assets" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-connect-intro.png'), fullPage: true });

    await ways.getByRole('link', { name: 'Link Bank Account' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/link-bank$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Link Bank Account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-link-bank.png'), fullPage: true });

    await page.getByRole('button', { name: 'Link Bank Account' }).click();
    const window = page.frameLocator('iframe[title="Bank link window"]');
    await expect(window.getByRole('heading', { name: 'Link your bank account' })).toBeVisible();
    await expect(page.getByTitle('Bank link window')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('income-link-window-embedded.png'),
      fullPage: true,
    });

    // The report takes a few polls in the sandbox: the loading report shows meanwhile.
    await signIn(window, 'Tartan Credit Union', 'user_good');
    const loading = page.getByRole('region', { name: 'Preparing Your Report' });
    await expect(loading.getByRole('status')).toHaveText('We are preparing your income and assets report…');
    await page.screenshot({ path: test.info().outputPath('income-loading-report.png'), fullPage: true });
    await expectNoAxeViolations(page);

    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Income & Assets' })).toBeVisible();
    const income = section(page, 'Income');
    await expect(income.getByRole('heading', { level: 3, name: /^Plaid Bank/ })).toHaveCount(2);
    await expect(income).toContainText('Northwind Logistics');
    await expect(income).toContainText('Lakeview Coffee Co.');
    await expect(section(page, 'Assets')).toContainText('Total: $8,420.55');
    await expect(section(page, 'Assets')).toContainText('••••1111');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-linked-summary.png'), fullPage: true });

    // Lakeside Lofts collects no employer: Continue goes to the stated income, then on.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/stated-income$`));
    await page.getByRole('button', { name: "I Don't Have Income or Assets" }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/fees-deposits$`));
  });

  test('a refused sign-in goes back to the link detail with the spec’s message, and a cancel without one', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'rental-profile');
    await page.goto(`${base}/income-employment/link-bank`);
    await page.getByRole('button', { name: 'Link Bank Account' }).click();
    await signIn(page.frameLocator('iframe[title="Bank link window"]'), 'First Platypus Bank', 'user_fails');
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error accessing your information. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Link Bank Account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-link-failed.png'), fullPage: true });

    await page.getByRole('button', { name: 'Link Bank Account' }).click();
    await page
      .frameLocator('iframe[title="Bank link window"]')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('button', { name: 'Link Bank Account' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the payroll flow: link payroll, a tax form, the paystubs, other documents, then the Summary', async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    await page.getByRole('link', { name: 'Link Payroll Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link Your Payroll' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Link Payroll Account' }).click();
    await signIn(page.frameLocator('iframe[title="Payroll link window"]'), 'Gingham Payroll', 'user_good');

    await expect(page.getByRole('heading', { level: 1, name: 'Add Your Tax Form' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.getByLabel('Add Tax form').setInputFiles([pdfFile('w2.pdf')]);
    await expect(page.getByText('(Uploaded)')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-payroll-tax-form.png'), fullPage: true });
    await next.click();

    // Lakeside Lofts asks for two paystubs.
    await expect(page.getByRole('heading', { level: 1, name: 'Add Your Paystubs' })).toBeVisible();
    await expect(page.getByText('Upload your 2 most recent consecutive paystubs.')).toBeVisible();
    await page.getByLabel('Add Paystubs').setInputFiles([pdfFile('paystub-1.pdf')]);
    await expect(page.getByText('Add 1 more file to go on.')).toBeVisible();
    await page.getByLabel('Add Paystubs').setInputFiles([pdfFile('paystub-2.pdf')]);
    await expect(page.getByText('(Uploaded)')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-payroll-paystubs.png'), fullPage: true });
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Add Other Income Documents' })).toBeVisible();
    await page
      .getByLabel('Add Other income documents', { exact: true })
      .setInputFiles([pdfFile('offer-letter.pdf')]);
    await expect(page.getByText('(Uploaded)')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    const income = section(page, 'Income');
    await expect(income.getByRole('heading', { level: 3, name: /^Plaid Payroll/ })).toHaveCount(2);
    await expect(income).toContainText('Northwind Logistics');
    // The documents of the payroll flow, with what each is and when it came, downloadable (lib/open-document.ts).
    const documents = section(page, 'Income Documents');
    await expect(documents.getByRole('listitem')).toHaveCount(4);
    for (const name of ['w2.pdf', 'paystub-1.pdf', 'paystub-2.pdf', 'offer-letter.pdf']) {
      await expect(documents.getByRole('link', { name })).toBeVisible();
    }
    await expect(documents.getByRole('listitem').first()).toContainText(
      /Tax return · Uploaded \w{3} \d{1,2}, \d{4}/,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForEvent('popup'),
      documents.getByRole('link', { name: 'paystub-1.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^document-[\w-]+\.pdf$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-payroll-summary.png'), fullPage: true });
  });

  test('where the proof rules allow it, a linked income takes documents beside it (decision 0034)', async ({
    page,
    browser,
  }) => {
    test.slow();
    const admin = await staffSignsIn(browser, DEMO_STAFF.harborAdmin);
    const setRules = async (rules: unknown[]) => {
      const csrf = (await admin.page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf');
      const saved = await admin.page.request.patch('/api/admin/communities/lakeside-lofts/', {
        headers: { 'X-CSRF-Token': String(csrf?.value) },
        data: { settings: { financial_documents_validations: rules } },
      });
      expect(saved.status()).toBe(200);
    };
    await setRules([
      {
        income_or_asset_type: 105,
        stream_type: 'income',
        require_all: false,
        allow_manual_document_upload_plaid: true,
        proof_documents: [
          {
            id: 1,
            label: 'Paystubs',
            description: 'Your most recent paystubs',
            min_required: 1,
            max_required: 2,
          },
        ],
      },
    ]);
    try {
      const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'rental-profile');
      await page.goto(`${base}/income-employment/link-bank`);
      await page.getByRole('button', { name: 'Link Bank Account' }).click();
      await signIn(page.frameLocator('iframe[title="Bank link window"]'), 'Tartan Credit Union', 'user_good');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Income & Assets' })).toBeVisible();

      // Income only: the linked account among the assets stays as the link reported it.
      await expect(section(page, 'Assets').getByRole('link', { name: /^Upload Documents/ })).toHaveCount(0);
      const income = section(page, 'Income');
      await income.getByRole('link', { name: /^Upload Documents Plaid Bank: Northwind Logistics/ }).click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: /^Upload Documents for Plaid Bank: Northwind Logistics/,
        }),
      ).toBeVisible();
      await page.getByLabel('Add Paystubs').setInputFiles([pdfFile('northwind-paystub.pdf')]);
      await expect(page.getByText('(Uploaded)')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('income-linked-documents.png'), fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
      await expect(section(page, 'Income')).toContainText('northwind-paystub.pdf');
      await expectNoAxeViolations(page);
    } finally {
      await setRules([]);
      await admin.close();
    }
  });

  test("Plaid's OAuth return page, without a link kept in this browser, says so and leads back", async ({
    page,
  }) => {
    await page.goto('/plaid-oauth?oauth_state_id=e2e');
    await expect(page.getByRole('heading', { level: 1, name: 'Back from Your Bank' })).toBeVisible();
    await expect(page.getByText('This bank link is no longer open in this browser.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the Portal' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
