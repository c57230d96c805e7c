import { applicantAt, submittedApplicant } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF, staffSignsIn } from '../staff.js';

/** 'YYYY-MM-DD' of `days` days before today in New York, where Prospect Row is. */
function daysAgoInNewYork(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(day);
}

const WAIVER_NOTE =
  'Waived for each applicant who gave a background or credit check from the last 30 days: New York then allows no screening fee (N.Y. Real Prop. Law § 238-a).';

test.describe("the law of the home's place: an applicant's own screening report (issue 39)", () => {
  test('a Prospect Row (Brooklyn) applicant gives a 10-day-old report instead of the $20 fee, and sees it waived with the reason', async ({
    page,
  }) => {
    const { base } = await applicantAt(page, 'prospect-row', '3C', 'income-employment');
    await page.goto(`${base}/fees-deposits`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review and Pay' })).toBeVisible();
    const due = page.getByRole('region', { name: 'Due Today' });
    await expect(due.getByRole('row', { name: 'Background and Credit Check Fee $20.00' })).toBeVisible();

    const own = page.getByRole('region', { name: 'Your own screening report' });
    await expect(own).toContainText(
      'The law of New York waives the screening fee when you give a background or credit check made in the last 30 days (N.Y. Real Prop. Law § 238-a).',
    );
    await expectNoAxeViolations(page);

    await own.getByText('I have a screening report from the last 30 days').click();
    await own.getByLabel('Agency that made the report').fill('TransUnion SmartMove');
    await own.getByLabel('Report reference').fill('SM-48213');
    await own.getByLabel('Date of the report').fill(daysAgoInNewYork(10));
    await expectNoAxeViolations(page);
    await own.getByRole('button', { name: 'Use my report instead of the fee' }).click();

    await expect(own.getByRole('status')).toContainText(
      'Your screening fee is waived while the leasing team reviews it.',
    );
    const costs = page.getByRole('region', { name: 'Your Move-In Costs' });
    await expect(costs.getByText(WAIVER_NOTE)).toBeVisible();
    await expect(costs.getByRole('list', { name: 'Who pays' })).toHaveText('You: Waived');
    await expect(due.getByText('Nothing is due from you right now.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('own-screening-report.png'), fullPage: true });
  });
});

/** The day `days` after today in Oakland, spelled out as the pages write it: "December 6, 2026". */
function daysAheadInOakland(days: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test.describe("the law of the home's place: California's screening fee refund (issue 39)", () => {
  test('a California application refunded on schedule after another was chosen', async ({
    page,
    browser,
  }) => {
    test.slow();
    const admin = await staffSignsIn(browser, DEMO_STAFF.harborAdminAtBayview);
    // A unit of this test's own: approving an application takes its unit off the market for other journeys.
    const csrf = (await admin.page.context().cookies()).find((cookie) => cookie.name === 'portal_csrf');
    const created = await admin.page.request.post('/api/admin/communities/bayview-terrace/units/', {
      headers: { 'X-CSRF-Token': String(csrf?.value) },
      data: {
        unit_number: 'RF-301',
        layout: '1 Bedroom',
        bedrooms: 1,
        bathrooms: 1,
        sqft: 700,
        base_rent_cents: 265_000,
        available_from: '2026-11-15',
        available: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // Two households pay Bayview Terrace's $55 screening fee for RF-301; the second is submitted first.
    const { base } = await applicantAt(page, 'bayview-terrace', 'RF-301', 'fees-deposits', {
      firstName: 'Noor',
      lastName: 'Haddad',
    });
    const chosenContext = await browser.newContext();
    const chosen = await submittedApplicant(await chosenContext.newPage(), 'bayview-terrace', 'RF-301');
    await chosenContext.close();

    await admin.page.goto(`/bayview-terrace/staff/applications/${chosen.id}`);
    await admin.page.getByRole('button', { name: 'Decide…' }).click();
    const decision = admin.page.getByRole('dialog', { name: `Decide application ${chosen.id}` });
    await decision.getByLabel('Approve', { exact: true }).check();
    // The household reported no income, so approving departs from the recommendation.
    await decision
      .getByLabel('Why this departs from the recommendation')
      .fill('Income confirmed with the employer by phone.');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await expect(
      admin.page.getByRole('status').filter({ hasText: `Application ${chosen.id} is approved.` }),
    ).toBeVisible();

    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/unit-unavailable$`));
    await expect(
      page.getByText(
        /^Another application was chosen for this apartment, so your \$55\.00 screening fee was refunded on .+ \(due by .+\)\./,
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Your screening fee refund' })).toContainText(
      `(due by ${daysAheadInOakland(7)})`,
    );
    await expectNoAxeViolations(page);

    const rivalId = base.split('/').pop();
    await admin.page.goto(`/bayview-terrace/staff/applications/${rivalId}`);
    await expect(
      admin.page.getByText(
        new RegExp(
          `^Screening fee refund due ${daysAheadInOakland(7)}: \\$55\\.00 to Noor Haddad, refunded .+\\d{4}$`,
        ),
      ),
    ).toBeVisible();
    await admin.close();
  });
});
