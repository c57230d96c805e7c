import type { APIRequestContext } from '@playwright/test';
import { submittedApplicant, TEST_SSNS } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF } from '../staff.js';

/** A manager's (or, at Lakeside Lofts, the admin's) decision through the staff API, on a request context of its own. */
async function decide(request: APIRequestContext, community: string, id: number, decision: object) {
  const staff = community === 'lakeside-lofts' ? DEMO_STAFF.harborAdmin : DEMO_STAFF.mapleCourtManager;
  const login = await request.post(`/api/communities/${staff.community}/login/`, {
    data: { username: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const decided = await request.post(`/api/staff/applications/${id}/decision/`, {
    headers: { authorization: `Token ${(await login.json()).token}` },
    data: decision,
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

test.describe('the decision, as the applicant sees it', () => {
  test('an approved household lands on the approved page (dark theme)', async ({ page, request }) => {
    const { base, id } = await submittedApplicant(page, 'lakeside-lofts', 'L2');
    // No income was stated, so the recommendation is to ask for a guarantor: approving needs a reason.
    await decide(request, 'lakeside-lofts', id, {
      decision: 'approve',
      override_reason: 'Income confirmed with the employer by phone.',
    });
    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Application Has Been Approved!' }),
    ).toBeVisible();
    // Nobody is pending a signature before the lease is sent (spec part 2, Approved screen, step 1).
    await expect(page.getByText("We'll let you know when everything has been finalized.")).toBeVisible();
    await expect(page.getByText('Lakeside Lofts Unit L2')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a conditional approval shows its deposit notice', async ({ page, request }) => {
    const { base, id } = await submittedApplicant(page, 'maple-court', '306', TEST_SSNS.thinCreditFile);
    await decide(request, 'maple-court', id, {
      decision: 'conditionally_approve',
      additional_deposit_cents: 245_000,
      kind: 'security_deposit',
      override_reason: 'Income confirmed with the employer by phone.',
    });
    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
    await expect(
      page.getByText('A $2,450.00 security deposit is required for this application.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a denied applicant reads why, and downloads the adverse action notice', async ({ page, request }) => {
    const { base, id } = await submittedApplicant(page, 'maple-court', '102', TEST_SSNS.eviction);
    await decide(request, 'maple-court', id, { decision: 'deny', reasons: ['eviction', 'income'] });
    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/application-denied$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Application Denied' })).toBeVisible();
    await expect(page.getByText('Unfortunately, we were unable to approve your application.')).toBeVisible();
    await expect(page.getByText('Maple Court Unit 102')).toBeVisible();
    await expectNoAxeViolations(page);

    // The window opens at the click (lib/open-document.ts), then the notice is saved under the server's name.
    const opened = page.waitForEvent('popup');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Learn Why/ }).click();
    await opened;
    expect((await download).suggestedFilename()).toBe(`adverse-action-notice-${id}.pdf`);
    await page.screenshot({ path: test.info().outputPath('application-denied.png'), fullPage: true });
  });
});
