import type { Page } from '@playwright/test';
import {
  applicantAt,
  applicantAtIdentity,
  finishStepsThroughApi,
  inviteThroughApi,
  registerThroughApi,
  roommateJoinsThroughApi,
  screenThroughApi,
  sendPhotoIdThroughApi,
  TEST_SSNS,
  uniqueEmail,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

const household = (page: Page) => page.getByRole('region', { name: 'Your Household' });
const member = (page: Page, name: string) => household(page).getByRole('listitem').filter({ hasText: name });

test.describe('application status', () => {
  test('the primary applicant who finished sees In Progress, the household and Edit/Resend for an open invitation', async ({
    page,
  }) => {
    const { base, id, session } = await applicantAtIdentity(page, 'maple-court', '102');
    await inviteThroughApi(page.request, session, id, {
      role: 30,
      first_name: 'Pat',
      last_name: 'Quinn',
      email: uniqueEmail('pat'),
    });
    await inviteThroughApi(page.request, session, id, {
      role: 40,
      first_name: 'Kim',
      last_name: 'Okafor',
      email: uniqueEmail('kim'),
    });
    await sendPhotoIdThroughApi(page.request, session, id);

    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/application-complete$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Part Is Complete!' })).toBeVisible();
    await expect(page.getByText('Status: In Progress')).toBeVisible();
    await expect(member(page, 'Robin Okafor (You)')).toContainText('Completed');
    await expect(member(page, 'Robin Okafor (You)')).toContainText('8 of 8 steps finished');
    await expect(member(page, 'Pat Quinn')).toContainText('Guarantor');
    await expect(member(page, 'Pat Quinn')).toContainText(
      "Invitation sent. They haven't created an account yet.",
    );
    // Occupants are not offered Edit/Resend.
    await expect(member(page, 'Kim Okafor').getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('status-in-progress.png'), fullPage: true });

    await member(page, 'Pat Quinn')
      .getByRole('link', { name: 'Edit/Resend the invitation for Pat Quinn' })
      .click();
    await expect(page).toHaveURL(/\/resend-invite\?invitee=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: "Let's Try This Again" })).toBeVisible();
  });

  test('a household of two is Submitted once the second adult finishes, and both see it', async ({
    page,
    browser,
  }) => {
    const { base, id, session } = await applicantAtIdentity(page, 'maple-court', '102');
    const sam = await roommateJoinsThroughApi(browser, page.request, session, id);
    await sendPhotoIdThroughApi(page.request, session, id);
    await page.goto(`${base}/application-complete`);
    await expect(member(page, 'Sam Rivera')).toContainText('Not Started');
    await expect(member(page, 'Sam Rivera')).toContainText('0 of 8 steps finished');

    await finishStepsThroughApi(sam.page.request, sam.session, id, 'fees-deposits', {
      setsLeaseTerms: false,
    });
    await screenThroughApi(sam.page.request, sam.session, id);
    await sendPhotoIdThroughApi(sam.page.request, sam.session, id);

    for (const viewer of [page, sam.page]) {
      await viewer.goto(`${base}/application-complete`);
      await expect(
        viewer.getByRole('heading', { level: 1, name: 'Your Application Has Been Submitted!' }),
      ).toBeVisible();
      await expect(viewer.getByText('Status: Submitted')).toBeVisible();
      await expect(member(viewer, 'Robin Okafor')).toContainText('Completed');
      await expect(member(viewer, 'Sam Rivera')).toContainText('Completed');
      // The drawer stands at Application Complete (100 is for a completed lease) with a note, not an error.
      const progress = viewer.getByRole('complementary', { name: 'Application progress' });
      await expect(
        progress.getByRole('progressbar', { name: 'Share of the application completed' }),
      ).toHaveAttribute('aria-valuenow', '80');
      await expect(progress.getByRole('status')).toHaveText(
        'You have finished your part of the application. We will let you know about the next steps.',
      );
      await expectNoAxeViolations(viewer);
    }
    await sam.page.screenshot({ path: test.info().outputPath('status-submitted.png'), fullPage: true });
    await sam.close();
  });

  test('a household whose screening found a criminal record is submitted into review and sees the review page', async ({
    page,
  }) => {
    const { base, id, session } = await applicantAt(page, 'maple-court', '102', 'fees-deposits');
    await screenThroughApi(page.request, session, id, TEST_SSNS.criminalReview);
    await sendPhotoIdThroughApi(page.request, session, id);
    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/application-pending-criminal-review$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Application Is Being Reviewed' }),
    ).toBeVisible();
    await page.goto('/maple-court/dev/mailbox');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: `Application ${id} submitted for unit 102` })
        .filter({ hasText: 'waits for your criminal review' })
        .first(),
    ).toBeVisible();
  });

  test('my activity lists the applications; the primary applicant cancels one and the household sees it cancelled', async ({
    page,
    browser,
  }) => {
    const { base, id, session } = await applicantAt(page, 'maple-court', '102', 'lease-terms');
    const sam = await roommateJoinsThroughApi(browser, page.request, session, id);

    await page.goto('/maple-court/my-activity');
    await expect(page.getByRole('heading', { level: 1, name: 'My Activity' })).toBeVisible();
    const application = page.getByRole('article', { name: 'Unit 102' });
    await expect(application).toContainText('In Progress');
    await expect(application).toContainText('Primary Applicant');
    await expect(application).toContainText('December 15, 2026');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('status-my-activity.png'), fullPage: true });

    await application.getByRole('link', { name: 'All activity for unit 102' }).click();
    await expect(page).toHaveURL(/\/maple-court\/my-activity\/unit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Activity: Unit 102' })).toBeVisible();
    await expectNoAxeViolations(page);

    const cancel = page.getByRole('button', { name: 'Cancel Application for unit 102' });
    await cancel.click();
    const confirmation = page.getByRole('region', { name: 'Cancel this application?' });
    await expect(confirmation).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('status-cancel-confirm.png'), fullPage: true });
    // From the confirmation, the keyboard alone: past "Yes, Cancel Application" to "Keep Application".
    await page.keyboard.press('Tab');
    await expect(confirmation.getByRole('button', { name: 'Yes, Cancel Application' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirmation.getByRole('button', { name: 'Keep Application' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    await confirmation.getByRole('button', { name: 'Yes, Cancel Application' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/application-cancelled$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Application Cancelled' })).toBeVisible();
    await expect(page.getByText('Your application has been cancelled.').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('status-cancelled.png'), fullPage: true });

    // The roommate, wherever they open the application, lands on the cancelled page; they cannot cancel.
    await sam.page.goto(`${base}/rental-profile`);
    // A second browser on a loaded machine: the transaction may take a while to arrive.
    await expect(sam.page).toHaveURL(new RegExp(`${base}/application-cancelled$`));
    await expect(sam.page.getByRole('heading', { level: 1, name: 'Application Cancelled' })).toBeVisible();
    await sam.page.goto('/maple-court/my-activity');
    const samsApplication = sam.page.getByRole('article', { name: 'Unit 102' });
    await expect(samsApplication).toContainText('Cancelled');
    await expect(samsApplication).toContainText('Roommate');
    await expect(samsApplication.getByRole('button', { name: /Cancel Application/ })).toHaveCount(0);
    await expectNoAxeViolations(sam.page);
    await sam.close();
  });

  test('screening reports: listed for their subject, downloaded as a PDF, a copy asked for by e-mail', async ({
    page,
  }) => {
    const { id, session } = await applicantAt(page, 'maple-court', '102', 'fees-deposits');
    await screenThroughApi(page.request, session, id);

    await page.goto('/maple-court/screening-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Screening Reports' })).toBeVisible();
    const report = page.getByRole('article', { name: `Application ${id}, unit 102` });
    await expect(report).toContainText('By Social Security number ending in 0001');
    await expect(report).toContainText('Criminal history');
    await expect(report).toContainText('Nothing found that needs review');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('status-screening-reports.png'), fullPage: true });

    const opened = page.waitForEvent('popup');
    const download = page.waitForEvent('download');
    await report
      .getByRole('link', { name: `Download PDF of the screening report for application ${id}` })
      .click();
    await opened;
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^screening-report-\d+\.pdf$/);

    await report.getByRole('button', { name: /E-mail Me a Copy/ }).click();
    await expect(report.getByRole('status')).toContainText('We sent');
    await expect(report.getByRole('status')).toContainText('a link to download your screening reports.');
  });

  test('screening reports are not offered where the community does not allow it', async ({ page }) => {
    await registerThroughApi(page.request, 'lakeside-lofts');
    await page.goto('/lakeside-lofts/screening-reports');
    await expect(page.getByText('Screening reports are not available online at')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('status-screening-reports-dark.png'),
      fullPage: true,
    });
  });
});
