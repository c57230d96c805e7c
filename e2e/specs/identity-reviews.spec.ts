import type { Page } from '@playwright/test';
import { applicantAtIdentity, sendPhotoIdThroughApi } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/** The card of one application's photo ID on the staff page (other tests' reviews wait there too). */
const reviewOf = (page: Page, transactionId: number) =>
  page.getByRole('article', { name: `Robin Okafor, application ${transactionId}` });

test.describe('staff review of photo IDs', () => {
  test('the leasing agent approves a photo ID from the menu; the applicant is verified', async ({
    page,
    browser,
  }) => {
    const { base, id, session } = await applicantAtIdentity(page, 'maple-court', '102');
    await sendPhotoIdThroughApi(page.request, session, id);

    const staff = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    await staff.page.getByRole('button', { name: /profile menu/ }).click();
    await staff.page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Photo ID Reviews' })
      .click();
    await expect(staff.page).toHaveURL(/\/maple-court\/staff\/identity-reviews$/);
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Photo ID Reviews' })).toBeVisible();
    const review = reviewOf(staff.page, id);
    const photo = review.getByRole('img', { name: 'Photo ID sent by Robin Okafor' });
    await expect(photo).toBeVisible();
    // Visible as soon as it is laid out; its pixels arrive a moment later.
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    await expectNoAxeViolations(staff.page);

    await review.getByRole('button', { name: "Approve Robin Okafor's photo ID" }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: 'is approved' })).toHaveText(
      "Robin Okafor's photo ID is approved: their identity is verified.",
    );
    await expect(review).toHaveCount(0);
    await expectNoAxeViolations(staff.page);
    await staff.close();

    await page.goto(`${base}/application-complete`);
    await expect(page.getByText('Status: Submitted')).toBeVisible();
    await page.goto(`${base}/id-verify`);
    await expect(page.getByRole('heading', { level: 2, name: 'Identity verified' })).toBeVisible();
    await expect(page.getByText('Thank you. Your identity is verified.')).toBeVisible();
  });

  test('rejected with a reason (keyboard only), the applicant is told why and sends a new photo ID', async ({
    page,
    browser,
  }) => {
    const { base, id, session } = await applicantAtIdentity(page, 'maple-court', '102');
    await sendPhotoIdThroughApi(page.request, session, id);
    const reason = `The name on the ID does not match the application (${id}).`;

    const staff = await staffSignsIn(browser, DEMO_STAFF.mapleCourtAgent);
    await staff.page.goto('/maple-court/staff/identity-reviews');
    const review = reviewOf(staff.page, id);
    await review.getByRole('button', { name: "Reject Robin Okafor's photo ID" }).focus();
    await staff.page.keyboard.press('Enter');
    const reasonField = review.getByRole('textbox', { name: 'Reason for rejecting' });
    await expect(reasonField).toBeFocused();
    await staff.page.keyboard.press('Tab');
    await expect(review.getByRole('button', { name: 'Reject Photo ID' })).toBeFocused();
    await staff.page.keyboard.press('Enter');
    await expect(reasonField).toHaveAccessibleDescription(
      /Please tell the applicant why the photo ID was rejected\./,
    );
    await expect(reasonField).toBeFocused();
    await staff.page.keyboard.type(reason);
    await expectNoAxeViolations(staff.page);
    await staff.page.screenshot({ path: '/tmp/staff-identity-reviews.png', fullPage: true });
    await staff.page.keyboard.press('Tab');
    await staff.page.keyboard.press('Enter');
    const confirmation = staff.page.getByRole('status').filter({ hasText: 'is rejected' });
    await expect(confirmation).toHaveText(
      "Robin Okafor's photo ID is rejected. They have been e-mailed your reason and asked to verify again.",
    );
    await expect(confirmation).toBeFocused();
    await expect(review).toHaveCount(0);
    await staff.close();

    // The step is open again: the transaction leads to Identity Verification, which says why.
    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/id-verify$`));
    const told = page.getByRole('alert');
    await expect(told).toContainText(`The leasing team could not accept your photo ID: ${reason}`);
    await expect(told).toContainText('Please verify your identity again.');
    await page.screenshot({ path: '/tmp/applicant-photo-id-rejected.png', fullPage: true });

    await page.goto('/maple-court/dev/mailbox');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Please verify your identity again' })
        .filter({ hasText: reason }),
    ).toBeVisible();

    await page.goto(`${base}/id-verify/manual-identity-verification`);
    await expect(page.getByRole('alert')).toContainText(reason);
    await page.getByLabel('Photo ID', { exact: true }).setInputFiles({
      name: 'new-photo-id.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49]),
    });
    await page.getByRole('button', { name: 'Send for Review' }).click();
    // Their part is finished again: on to the application's status, then the step says it waits on review.
    await expect(page).toHaveURL(new RegExp(`${base}/application-complete$`));
    await expect(page.getByText('Status: Submitted')).toBeVisible();
    await page.goto(`${base}/id-verify`);
    await expect(page.getByRole('heading', { level: 2, name: 'Photo ID sent for review' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
