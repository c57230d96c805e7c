import type { Page } from '@playwright/test';
import { addEmploymentThroughApi, pdfFile, submittedApplicant, TEST_SSNS } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/** A last name no other test uses, so the search finds this test's household alone. */
const uniqueLastName = () =>
  `Quill${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** The list, filtered the way a leasing agent looks for one household: by status and a search. */
async function findApplication(page: Page, lastName: string, id: number, status = 'Submitted') {
  await page.getByLabel('Status').selectOption({ label: status });
  await page.getByLabel('Search').fill(lastName);
  await page.getByRole('button', { name: 'Show applications' }).click();
  await expect(page).toHaveURL(/status=\d+/);
  await expect(page.getByRole('status').filter({ hasText: /^1 application$/ })).toBeVisible();
  return page.getByRole('link', { name: `Application ${id}: Robin ${lastName}` });
}

test.describe('the leasing back office', () => {
  test('an agent finds a submitted application and reads the recommendation; the manager conditionally approves it', async ({
    page,
    browser,
  }) => {
    const lastName = uniqueLastName();
    const { id } = await submittedApplicant(page, 'maple-court', '305', TEST_SSNS.thinCreditFile, {
      lastName,
    });
    const staff = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    await staff.page.getByRole('button', { name: /profile menu/ }).click();
    await staff.page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await expect(staff.page).toHaveURL(/\/maple-court\/staff\/applications$/);
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expectNoAxeViolations(staff.page);

    await (await findApplication(staff.page, lastName, id)).click();
    await expect(staff.page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();
    await expect(staff.page.getByText('Recommended: Request a guarantor')).toBeVisible();
    await expect(staff.page.getByRole('heading', { name: 'Credit: Conditional' })).toBeVisible();
    await expect(staff.page.getByRole('heading', { name: 'Income: Guarantor needed' })).toBeVisible();
    await expectNoAxeViolations(staff.page);
    // Deciding is a manager's: the agent prepares the file.
    await expect(
      staff.page.getByText(
        'A manager or an admin decides this application. You can ask the household for more before they do.',
      ),
    ).toBeVisible();
    await expect(staff.page.getByRole('button', { name: 'Decide…' })).toHaveCount(0);
    const fileUrl = staff.page.url();
    await staff.close();

    const manager = await staffSignsIn(browser, DEMO_STAFF.mapleCourtManager);
    await manager.page.goto(fileUrl);
    await manager.page.getByRole('button', { name: 'Decide…' }).click();
    const dialog = manager.page.getByRole('dialog', { name: `Decide application ${id}` });
    await dialog.getByLabel('Conditionally approve').check();
    await expect(dialog.getByLabel('Additional amount (USD)')).toHaveValue(/^\d+\.\d{2}$/);
    await dialog.getByRole('button', { name: 'Record decision' }).click();
    await expect(
      dialog.getByText(
        'This decision departs from the recommendation. Please write down why, for the record.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(manager.page);
    await dialog
      .getByLabel('Why this departs from the recommendation')
      .fill('A co-signer is not needed: the household pays the additional deposit.');
    await dialog.getByRole('button', { name: 'Record decision' }).click();
    await expect(
      manager.page.getByRole('status').filter({ hasText: 'is conditionally approved' }),
    ).toBeFocused();
    await expect(
      manager.page.getByText('This application is Conditionally Approved: there is nothing to decide.'),
    ).toBeVisible();
    await expect(
      manager.page
        .getByRole('region', { name: 'Audit log' })
        .getByText(/Priya Shah/)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(manager.page);
    await manager.close();
  });

  test('a denial is made with the keyboard alone (dark theme)', async ({ page, browser }) => {
    const lastName = uniqueLastName();
    const { id } = await submittedApplicant(page, 'lakeside-lofts', 'L1', TEST_SSNS.eviction, { lastName });
    const staff = await staffSignsIn(browser, DEMO_STAFF.harborAdmin);
    await staff.page.goto('/lakeside-lofts/staff/applications');
    await (await findApplication(staff.page, lastName, id)).click();
    await expect(staff.page.getByRole('heading', { name: 'Eviction: Fails' })).toBeVisible();
    await expectNoAxeViolations(staff.page);

    await staff.page.getByRole('button', { name: 'Decide…' }).focus();
    await staff.page.keyboard.press('Enter');
    const dialog = staff.page.getByRole('dialog', { name: `Decide application ${id}` });
    // The recommendation is to deny: the form starts there, with the failed criteria as reasons.
    await expect(dialog.getByLabel('Deny')).toBeChecked();
    await expect(dialog.getByLabel('Eviction record')).toBeChecked();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(staff.page);
    await staff.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(staff.page.getByRole('button', { name: 'Decide…' })).toBeFocused();

    await staff.page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Record decision' });
    for (
      let tab = 0;
      tab < 20 && !(await submit.evaluate((button) => button === document.activeElement));
      tab += 1
    )
      await staff.page.keyboard.press('Tab');
    await staff.page.keyboard.press('Enter');
    await expect(
      staff.page.getByRole('status').filter({ hasText: `Application ${id} is denied.` }),
    ).toBeVisible();

    await staff.page.getByRole('link', { name: 'All applications' }).click();
    await staff.page.getByLabel('Search').fill(lastName);
    await staff.page.getByRole('button', { name: 'Show applications' }).click();
    await expect(staff.page.getByRole('row', { name: new RegExp(`Application ${id}`) })).toContainText(
      'Denied',
    );
    await expectNoAxeViolations(staff.page);
    await staff.close();
  });

  test('an agent asks for a guarantor; the primary applicant is held on the request until they invite one (dark theme)', async ({
    page,
    browser,
  }) => {
    const lastName = uniqueLastName();
    const { base, id } = await submittedApplicant(page, 'lakeside-lofts', 'L1', TEST_SSNS.clear, {
      lastName,
    });
    const staff = await staffSignsIn(browser, DEMO_STAFF.lakesideAgent);
    await (await findApplication(staff.page, lastName, id)).click();
    await staff.page.getByRole('button', { name: 'Request a guarantor…' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Request a guarantor' });
    await dialog
      .getByLabel('Note for the primary applicant (optional)')
      .fill('Income is below three times the rent.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      staff.page
        .getByRole('status')
        .filter({ hasText: 'The primary applicant has been asked to invite a guarantor.' }),
    ).toBeVisible();
    await expect(
      staff.page.getByRole('region', { name: 'Audit log' }).getByText('Guarantor requested'),
    ).toBeVisible();
    await staff.close();

    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/guarantor_request$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'A Guarantor Has Been Requested' }),
    ).toBeVisible();
    await expect(page.getByText('A guarantor has been requested for your application.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Invite a Guarantor' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/invite-guarantor$`));
    await page.getByLabel('Legal first name').fill('Pat');
    await page.getByLabel('Legal last name').fill('Quinn');
    await page.getByRole('radio', { name: 'By e-mail' }).check();
    await page.getByLabel('Email').fill(`pat-${lastName.toLowerCase()}@example.com`);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Amazing! Invite Sent' })).toBeVisible();
    await page.goto(`${base}/guarantor_request`);
    await expect(page).not.toHaveURL(/guarantor_request/);
    await expect(page.getByText('A guarantor has been requested for your application.')).toHaveCount(0);
  });

  test('a criminal record: the letter, the applicant’s answer with a document, then an approval on that answer', async ({
    page,
    browser,
  }) => {
    const lastName = uniqueLastName();
    const { base, id } = await submittedApplicant(page, 'cedar-point', 'C2', TEST_SSNS.criminalReview, {
      lastName,
    });
    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/application-pending-criminal-review$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Application Is Being Reviewed' }),
    ).toBeVisible();

    const staff = await staffSignsIn(browser, DEMO_STAFF.cedarPointManager);
    await (await findApplication(staff.page, lastName, id, 'Pending Criminal Review')).click();
    await expect(
      staff.page.getByText('Recommended: Individualized assessment (criminal record)'),
    ).toBeVisible();
    await staff.page.getByRole('button', { name: 'Send criminal review letter…' }).click();
    const letterDialog = staff.page.getByRole('dialog', { name: 'Send the criminal review letter' });
    await letterDialog
      .getByLabel('What would you like to know? (optional, printed in the letter)')
      .fill('Please tell us about the record from 2019.');
    await letterDialog.getByRole('button', { name: 'Send letter' }).click();
    await expect(
      staff.page.getByRole('status').filter({ hasText: 'The criminal review letter has been sent.' }),
    ).toBeVisible();
    await expect(staff.page.getByText('No answer yet.')).toBeVisible();
    await expectNoAxeViolations(staff.page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'A Letter About Your Screening Report' })).toBeVisible();
    const letterLink = page.getByRole('link', { name: 'Read the letter (PDF)' });
    const letter = await page.request.get((await letterLink.getAttribute('href')) ?? '');
    expect(letter.status()).toBe(200);
    expect(letter.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Your Answer' }).click();
    await expect(
      page.getByText('Tell us about the record, or anything you want the leasing team to know.'),
    ).toBeVisible();
    await page
      .getByLabel('Your statement')
      .fill('The record is from 2009. I have worked at the same hospital since 2012.');
    await page.getByLabel('Documents (optional)').setInputFiles([pdfFile('reference-letter.pdf')]);
    await page.getByRole('button', { name: 'Send Your Answer' }).click();
    await expect(page.getByText(/You sent your answer on .+, with 1 document\./)).toBeVisible();
    await expectNoAxeViolations(page);

    await staff.page.reload();
    await expect(staff.page.getByText('I have worked at the same hospital since 2012.')).toBeVisible();
    await expect(staff.page.getByRole('link', { name: 'Open reference-letter.pdf' })).toBeVisible();
    await staff.page.getByRole('button', { name: 'Decide…' }).click();
    const decision = staff.page.getByRole('dialog', { name: `Decide application ${id}` });
    await decision.getByLabel('Approve', { exact: true }).check();
    await decision
      .getByLabel('Why this departs from the recommendation')
      .fill('Individualized assessment: a 2009 record, steady employment since, reference enclosed.');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await expect(
      staff.page.getByRole('status').filter({ hasText: `Application ${id} is approved.` }),
    ).toBeVisible();
    await staff.close();

    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
  });

  test('more income documents: the agent asks for them, the applicant updates the source, the agent sees it again', async ({
    page,
    browser,
  }) => {
    const lastName = uniqueLastName();
    const { base, id, session } = await submittedApplicant(page, 'maple-court', '102', TEST_SSNS.clear, {
      lastName,
    });
    await addEmploymentThroughApi(page.request, session, id, '72000', [
      'august.pdf',
      'september.pdf',
      'october.pdf',
    ]);

    const staff = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    await (await findApplication(staff.page, lastName, id)).click();
    await expect(staff.page.getByRole('link', { name: 'Open october.pdf' })).toBeVisible();
    await staff.page.getByRole('button', { name: 'Request income documents…' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Request more income documents' });
    await dialog.getByLabel(/Employment \(\$72,000\.00\)/).check();
    await dialog.getByLabel('What should the applicant send?').fill('Please add your November paystub.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      staff.page
        .getByRole('status')
        .filter({ hasText: 'The applicants have been asked for more documents.' }),
    ).toBeVisible();
    await expect(staff.page.getByText('More documents requested', { exact: false })).toBeVisible();

    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(
      page.getByText("We're requesting additional info to verify your income/assets"),
    ).toBeVisible();
    await expect(page.getByText('We need more information about your income or assets.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Edit Employment' }).click();
    // The proof takes three paystubs: the oldest makes way for the one asked for.
    const paystubs = page.getByRole('group', { name: 'Paystubs' });
    await paystubs.getByRole('button', { name: 'Remove august.pdf' }).click();
    await paystubs.getByLabel('Add Paystubs').setInputFiles([pdfFile('november.pdf')]);
    await expect(paystubs.getByText('(Uploaded)')).toHaveCount(3);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-employment$`));
    await expect(page.getByText("We're requesting additional info to verify your income/assets")).toHaveCount(
      0,
    );

    await staff.page.reload();
    await expect(staff.page.getByRole('link', { name: 'Open november.pdf' })).toBeVisible();
    await expect(staff.page.getByText('More documents requested', { exact: false })).toHaveCount(0);
    await staff.close();
  });

  test("an agent takes a person's access to the application away: they see it is unavailable, until it is given back", async ({
    page,
    browser,
  }) => {
    const lastName = uniqueLastName();
    const { base, id } = await submittedApplicant(page, 'maple-court', '102', TEST_SSNS.clear, { lastName });
    const staff = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    await (await findApplication(staff.page, lastName, id)).click();
    const household = staff.page.getByRole('region', { name: 'Household' });
    await household.getByRole('button', { name: `Take away access for Robin ${lastName}` }).click();
    await expect(
      household
        .getByRole('status')
        .filter({ hasText: `Robin ${lastName} can no longer open the application.` }),
    ).toBeVisible();
    await expect(household.getByText('Access taken away')).toBeVisible();
    await expectNoAxeViolations(staff.page);

    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(/\/maple-court\/application-unavailable$/);
    await expectNoAxeViolations(page);

    await household.getByRole('button', { name: `Give access back to Robin ${lastName}` }).click();
    await expect(household.getByText('Can open the application', { exact: true })).toBeVisible();
    await staff.close();
    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/application-complete$`));
  });

  test("another company's staff find neither the application nor its community", async ({
    page,
    browser,
  }) => {
    const { id } = await submittedApplicant(page, 'maple-court', '102');
    const staff = await staffSignsIn(browser, DEMO_STAFF.cedarPointManager);
    await staff.page.goto(`/cedar-point/staff/applications/${id}`);
    await expect(staff.page.getByText('We could not find this application at your company.')).toBeVisible();
    await staff.page.goto('/cedar-point/staff/applications');
    const communities = staff.page.getByLabel('Community').getByRole('option');
    await expect(communities).toHaveText(['All communities', 'Cedar Point Townhomes']);
    await expect(staff.page.getByRole('link', { name: new RegExp(`^Application ${id}:`) })).toHaveCount(0);
    await expectNoAxeViolations(staff.page);
    await staff.close();
  });
});
