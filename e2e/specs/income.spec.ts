import type { Page } from '@playwright/test';
import { addEmploymentThroughApi, applicantAt, pdfFile } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** A small PDF whose bytes start and end as real ones do: the vault checks the content, not the name. */
/** The PNG signature and a header chunk: enough for the vault's content check. */
function png(name: string) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
  return { name, mimeType: 'image/png', buffer: Buffer.concat([signature, Buffer.from('IHDR statement')]) };
}

/** The caller's own applicant record on the transaction. */
async function applicantId(page: Page, transactionId: number): Promise<number> {
  const response = await page.request.get(`/api/transactions/${transactionId}/`);
  return ((await response.json()) as { applicant: { id: number } }).applicant.id;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The Save button is marked disabled until the form and its documents are complete. */
const save = (page: Page) => page.getByRole('button', { name: 'Save' });

test.describe('income and employment', () => {
  test('an applicant adds employment income with three paystubs, edits it, removes an asset and continues', async ({
    page,
  }) => {
    // The whole step: seven screens, each checked by axe, and four uploads.
    test.slow();
    const { base, id } = await applicantAt(page, 'maple-court', '102', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell Us About Your Income and Assets' }),
    ).toBeVisible();
    const tips = section(page, 'Income tips');
    await expect(tips).toContainText(
      'Most households need a monthly income of 2.0 to 3.0 times the monthly rent.',
    );
    // Unit 102 for 12 months is $1,495.00 a month; Maple Court recommends 3 times the rent.
    await expect(tips).toContainText(
      'recommend a household income of $4,485.00 a month ($53,820.00 a year): 3.0 times the rent of $1,495.00.',
    );
    await expect(page.getByRole('button', { name: "I Don't Have Income or Assets" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-intro.png'), fullPage: true });

    // Manual mode offers the spec's two buttons; Maple Court takes vouchers, so the decision comes first.
    await page.getByRole('link', { name: 'Add Income/Assets' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/housing-voucher$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Do You Have a Housing Voucher?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-voucher-decision.png'), fullPage: true });
    await page.getByRole('link', { name: 'No, Add Income' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/add-income$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Add Income' })).toBeVisible();
    await page.getByLabel('Type of income').selectOption({ label: 'Employment' });
    await page.getByLabel('Yearly income before taxes').fill('54,250.50');
    await expect(save(page)).toHaveAttribute('aria-disabled', 'true');
    const paystubs = page.getByRole('group', { name: 'Paystubs' });
    await expect(paystubs).toContainText('Upload 3 files.');
    await paystubs
      .getByLabel('Add Paystubs')
      .setInputFiles([pdfFile('paystub-1.pdf'), pdfFile('paystub-2.pdf'), pdfFile('paystub-3.pdf')]);
    const added = paystubs.getByRole('list', { name: 'Files added for Paystubs' });
    await expect(added.getByText('(Uploaded)')).toHaveCount(3);
    await expect(paystubs).toContainText('You have added as many files as this document takes.');
    await expect(save(page)).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-add-income.png'), fullPage: true });
    await save(page).click();

    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Income & Assets' })).toBeVisible();
    const incomeSection = section(page, 'Income');
    await expect(incomeSection).toContainText('Total: $54,250.50 per year');
    await expect(incomeSection.getByRole('heading', { level: 3, name: 'Employment' })).toBeVisible();
    await expect(incomeSection).toContainText('Verifying amount$ -- per year');
    await expect(incomeSection).toContainText('You entered $54,250.50 per year.');
    // Uploaded at once, the paystubs are listed in the order the vault stored them.
    for (const name of ['paystub-1.pdf', 'paystub-2.pdf', 'paystub-3.pdf'])
      await expect(incomeSection).toContainText(name);

    await section(page, 'Assets').getByRole('link', { name: 'Add Assets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Assets' })).toBeVisible();
    await page.getByLabel('Type of asset').selectOption({ label: 'Savings' });
    await page.getByLabel('Current value').fill('12,000');
    await page
      .getByRole('group', { name: 'Account statements' })
      .getByLabel('Add Account statements')
      .setInputFiles([png('statement.png')]);
    await expect(page.getByText('(Uploaded)')).toHaveCount(1);
    await save(page).click();
    await expect(section(page, 'Assets')).toContainText('Total: $12,000.00');
    await expect(section(page, 'Housing Vouchers')).toContainText('No housing vouchers added.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-summary.png'), fullPage: true });

    await incomeSection.getByRole('link', { name: 'Edit Employment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Employment' })).toBeVisible();
    const amount = page.getByLabel('Yearly income before taxes');
    await expect(amount).toHaveValue('54,250.50');
    await expect(
      page.getByRole('list', { name: 'Files added for Paystubs' }).getByRole('listitem'),
    ).toHaveCount(3);
    await amount.fill('60,000');
    await expectNoAxeViolations(page);
    await save(page).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(incomeSection).toContainText('Total: $60,000.00 per year');
    await expect(incomeSection).toContainText('You entered $60,000.00 per year.');

    await section(page, 'Assets').getByRole('link', { name: 'Remove Savings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Remove Savings?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-remove.png'), fullPage: true });
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(section(page, 'Assets')).toContainText('No assets added.');
    await expect(section(page, 'Assets')).toContainText('Total: $0.00');

    // Maple Court collects employers: Continue leads to the employer details, then the stated income.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/employer-details$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Employer Details' })).toBeVisible();
    // Every field is optional (spec part 2 §5); what is given is still checked.
    await page.getByLabel('Employer name (optional)').fill('Northwind Logistics');
    await page.getByLabel('Street address (optional)').fill('500 Harbor Way');
    await page.getByLabel('City (optional)').fill('Austin');
    await page.getByLabel('State (optional)').selectOption({ label: 'Texas' });
    await page.getByLabel('ZIP code (optional)').fill('10001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('ZIP code (optional)')).toHaveAccessibleDescription(
      /This ZIP code isn't in the state you chose$/,
    );
    await page.getByLabel('ZIP code (optional)').fill('78701');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-employer-details.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/stated-income$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Stated Income and Assets' })).toBeVisible();
    await page.getByLabel('Yearly income before taxes').fill('60,000');
    await page.getByLabel('Total assets').fill('12,500.50');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-stated.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/fees-deposits$`));

    const applicant = await page.request.get(`/api/applicant/${await applicantId(page, id)}/`);
    expect(await applicant.json()).toMatchObject({ stated_income: 6_000_000, stated_assets: 1_250_050 });
    const employer = await page.request.get(`/api/applicant-employer/${await applicantId(page, id)}/`);
    expect(await employer.json()).toMatchObject({
      name: 'Northwind Logistics',
      address_city: 'Austin',
      address_state: 'TX',
      address_postal_code: '78701',
    });
  });

  test('"I Don\'t Have Income or Assets" finishes the step', async ({ page }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    await page.getByRole('button', { name: "I Don't Have Income or Assets" }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/fees-deposits$`));

    // Back on the step, the Summary says so and lets them add income after all, or continue again.
    await page.goto(`${base}/income-employment`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Income & Assets' })).toBeVisible();
    await expect(page.getByText('You told us you have no income or assets.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(page);
  });

  test('a file that is not a jpg, png or pdf gets the spec’s message, by its name or its content', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'rental-profile');
    await page.goto(`${base}/income-employment/add-income`);
    await page.getByLabel('Type of income').selectOption({ label: 'Employment' });
    const paystubs = page.getByRole('group', { name: 'Paystubs' });
    const picker = paystubs.getByLabel('Add Paystubs');
    await picker.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my pay') },
    ]);
    await expect(paystubs.getByRole('alert')).toHaveText(
      'Oops! Your file notes.txt couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.',
    );
    // Named like a PDF, but text inside: the vault looks at the content and refuses it the same way.
    await picker.setInputFiles([
      { name: 'paystub.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') },
    ]);
    await expect(paystubs.getByRole('alert')).toHaveText(
      'Oops! Your file paystub.pdf couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.',
    );
    await expect(paystubs.getByRole('listitem')).toHaveCount(0);
    await expect(save(page)).toHaveAttribute('aria-disabled', 'true');

    // Pressed anyway, Save says what is missing.
    await page.getByLabel('Yearly income before taxes').fill('40000');
    await save(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Add 3 more files for Paystubs.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-wrong-file.png'), fullPage: true });
  });

  test('a source short of paystubs is flagged and holds Continue back until an edit adds the last one', async ({
    page,
  }) => {
    const { base, id, session } = await applicantAt(page, 'maple-court', '102', 'rental-profile');
    await addEmploymentThroughApi(page.request, session, id, '48000', ['march.pdf', 'april.pdf']);

    await page.goto(`${base}/income-employment`);
    await expect(page.getByRole('alert')).toContainText(
      'We found some issues with one or more of your income/asset sources. Please review and update your income/assets as necessary.',
    );
    const incomeSection = section(page, 'Income');
    await expect(incomeSection).toContainText('Status: Insufficient documents');
    await expect(incomeSection).toContainText(
      'This source was marked as having incorrect or insufficient documents.',
    );
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-summary-issues.png'), fullPage: true });

    await incomeSection.getByRole('link', { name: 'Edit Employment' }).click();
    const paystubs = page.getByRole('group', { name: 'Paystubs' });
    await expect(paystubs.getByRole('listitem')).toHaveCount(2);
    await expect(save(page)).toHaveAttribute('aria-disabled', 'true');
    await paystubs.getByLabel('Add Paystubs').setInputFiles([pdfFile('may.pdf'), pdfFile('june.pdf')]);
    // The proof takes three: the second of the two new files is left out, and the person is told.
    await expect(paystubs.getByRole('alert')).toHaveText(
      '1 file was not added: this document takes at most 3.',
    );
    await expect(paystubs.getByText('(Uploaded)')).toHaveCount(3);
    await save(page).click();

    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(incomeSection).toContainText('Verifying amount');
    await expect(incomeSection).toContainText('march.pdf, april.pdf, may.pdf');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/employer-details$`));
  });

  test('without vouchers or employer details: assets only, other documents, stated income, then Fees & Deposits', async ({
    page,
  }) => {
    // Cedar Point takes no vouchers and asks no employer; it asks for stated income, as every demo does.
    const { base } = await applicantAt(page, 'cedar-point', 'C1', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    await page.getByRole('link', { name: 'Add Income/Assets' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/add-income$`));
    await page.getByRole('link', { name: 'Add Assets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Assets' })).toBeVisible();
    await page.getByLabel('Type of asset').selectOption({ label: 'Savings' });
    await page.getByLabel('Current value').fill('8,000');
    await page
      .getByRole('group', { name: 'Account statements' })
      .getByLabel('Add Account statements')
      .setInputFiles([pdfFile('statement.pdf')]);
    await expect(save(page)).not.toHaveAttribute('aria-disabled');
    await save(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your Income & Assets' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Other Income Documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Other Income Documents' })).toBeVisible();
    await expect(save(page)).toHaveAttribute('aria-disabled', 'true');
    await page
      .getByLabel('Add Other income documents', { exact: true })
      .setInputFiles([pdfFile('offer-letter.pdf')]);
    await expect(page.getByText('(Uploaded)')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-other-documents.png'), fullPage: true });
    await save(page).click();
    await expect(section(page, 'Income Documents')).toContainText('offer-letter.pdf');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/stated-income$`));
    await page.getByLabel('Yearly income before taxes').fill('0');
    await page.getByLabel('Total assets').fill('8,000');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The drawer's order: Fees & Deposits comes before Screening (decision 0025).
    await expect(page).toHaveURL(new RegExp(`${base}/fees-deposits$`));
  });

  test('a housing voucher takes its case manager and needs no documents', async ({ page }) => {
    const { base } = await applicantAt(page, 'maple-court', '102', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    await page.getByRole('link', { name: 'Add Income/Assets' }).click();
    await page.getByRole('link', { name: 'Yes, Add Housing Voucher' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Housing Voucher' })).toBeVisible();
    await page.getByLabel('Yearly voucher amount').fill('9,600');
    await page.getByLabel('Case manager name (optional)').fill('Robin Diaz');
    await page.getByLabel('Case manager phone or e-mail (optional)').fill('(512) 555-0100');
    await expect(save(page)).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(page);
    await save(page).click();

    const vouchers = section(page, 'Housing Vouchers');
    await expect(
      vouchers.getByRole('heading', { level: 3, name: 'Housing Authority Voucher' }),
    ).toBeVisible();
    await expect(vouchers).toContainText('Total: $9,600.00 per year');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment/employer-details$`));
  });

  test('in the dark theme, an "Other" asset with its description, then Start Over', async ({ page }) => {
    const { base } = await applicantAt(page, 'lakeside-lofts', 'L1', 'rental-profile');
    await page.goto(`${base}/income-employment`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell Us About Your Income and Assets' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // Lakeside Lofts links accounts from the intro; adding by hand is a page of its own all the same.
    await page.goto(`${base}/income-employment/add-asset`);
    await page.getByLabel('Type of asset').selectOption({ label: 'Other' });
    await page.getByLabel('Current value').fill('2500');
    await page.getByLabel('Current value').blur();
    await page.getByLabel('Description').focus();
    await page.getByLabel('Description').blur();
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByLabel('Description').fill('Gold coins');
    await page
      .getByRole('group', { name: 'Account statements' })
      .getByLabel('Add Account statements')
      .setInputFiles([pdfFile('appraisal.pdf')]);
    await expect(page.getByText('(Uploaded)')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-add-asset-dark.png'), fullPage: true });
    await save(page).click();

    await expect(section(page, 'Assets').getByRole('heading', { name: 'Other: Gold coins' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('income-summary-dark.png'), fullPage: true });
    await page.getByRole('link', { name: 'Start Over' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start over?' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell Us About Your Income and Assets' }),
    ).toBeVisible();
  });
});
