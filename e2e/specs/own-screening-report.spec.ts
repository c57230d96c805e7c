import { applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

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
