import type { Locator, Page } from '@playwright/test';
import {
  applicantAtIdentity,
  finishStepsThroughApi,
  roommateJoinsThroughApi,
  screenThroughApi,
  uniquePhone,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** The newest passcode the sandbox texted to `phone`, read off the dev mailbox page in another tab. */
async function passcodeSentTo(page: Page, phone: string): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/maple-court/dev/mailbox');
  const texts = mailbox.getByRole('region', { name: 'Text messages and calls' });
  const text = texts.getByRole('article').filter({ hasText: phone }).first();
  await expect(text).toContainText('is your identity verification code');
  await expectNoAxeViolations(mailbox);
  const code = /(\d{6}) is your identity verification code/.exec(await text.innerText())?.[1];
  await mailbox.close();
  if (!code) throw new Error(`no passcode texted to ${phone}`);
  return code;
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('could not reach the element with the Tab key');
}

async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`identity-${name}.png`), fullPage: true });
}

/** From the Screening page on, verifies by a texted passcode (one wrong code first). */
async function verifyByPasscode(page: Page, base: string, phoneNumber: string) {
  await page.goto(`${base}/screening`);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/id-verify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Identity' })).toBeVisible();
  await expect(page.getByText(`We text or call your phone ending in ${phoneNumber.slice(-4)}`)).toBeVisible();
  await look(page, 'methods');

  await page.getByRole('link', { name: 'Get a passcode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get a Passcode' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Text message' })).toBeChecked();
  await look(page, 'request');
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/id-verify\/verify$/);
  const field = page.getByRole('textbox', { name: 'Passcode' });
  await expect(field).toBeVisible();
  await look(page, 'verify');
  const passcode = await passcodeSentTo(page, phoneNumber);
  await field.fill(passcode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/That code doesn't match\. You have 4 tries left\./);
  await look(page, 'verify-wrong');

  await field.fill(passcode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/application-complete$/);
}

/** Answers the four questions right with the keyboard alone. */
async function verifyByQuestionsWithKeyboard(page: Page, base: string, phoneNumber: string) {
  await page.goto(`${base}/id-verify`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Identity' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Answer a few questions' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Answer a Few Questions' })).toBeVisible();
  const questions = page.getByRole('main').getByRole('group');
  await expect(questions).toHaveCount(4);
  await look(page, 'questions');

  // What the applicant told us (500 Congress Ave, born 1988, their phone) and the sandbox's auto loan.
  const truths = ['Congress Ave', '1988', phoneNumber.slice(-4), 'Lone Star Auto Finance'];
  for (const [index, truth] of truths.entries()) {
    const radios = questions.nth(index).getByRole('radio');
    const labels = await radios.evaluateAll((inputs) =>
      inputs.map((input) => input.parentElement?.textContent?.trim() ?? ''),
    );
    const target = labels.indexOf(truth);
    expect(target).toBeGreaterThanOrEqual(0);
    await tabTo(page, radios.first());
    if (target === 0) await page.keyboard.press('Space');
    for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
    await expect(radios.nth(target)).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Submit Answers' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application-complete$/);

  await page.goto(`${base}/id-verify`);
  await expect(page.getByRole('heading', { level: 2, name: 'Identity verified' })).toBeVisible();
  await look(page, 'verified');
}

test.describe('identity verification', () => {
  test('a household of two verifies by a texted passcode and by questions (keyboard only), and is Submitted', async ({
    page,
    browser,
  }) => {
    // Two people each set up through every earlier step, then verified through the screens.
    test.slow();
    const { base, id, session, phoneNumber } = await applicantAtIdentity(page, 'maple-court', '102');
    const samPhone = uniquePhone();
    const sam = await roommateJoinsThroughApi(browser, page.request, session, id, { phoneNumber: samPhone });
    await finishStepsThroughApi(sam.page.request, sam.session, id, 'fees-deposits', {
      setsLeaseTerms: false,
    });
    await screenThroughApi(sam.page.request, sam.session, id);

    await verifyByPasscode(page, base, phoneNumber);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Part Is Complete!' })).toBeVisible();

    await verifyByQuestionsWithKeyboard(sam.page, base, samPhone);
    for (const viewer of [sam.page, page]) {
      await viewer.goto(`${base}/application-complete`);
      await expect(
        viewer.getByRole('heading', { level: 1, name: 'Your Application Has Been Submitted!' }),
      ).toBeVisible();
      await expect(viewer.getByText('Status: Submitted')).toBeVisible();
      const household = viewer.getByRole('region', { name: 'Your Household' });
      for (const name of ['Robin Okafor', 'Sam Rivera'])
        await expect(household.getByRole('listitem').filter({ hasText: name })).toContainText('Completed');
      await expectNoAxeViolations(viewer);
    }
    await sam.close();
  });

  test('the document check fails for an expired ID and passes with a valid one; the photo ID page', async ({
    page,
  }) => {
    const { base } = await applicantAtIdentity(page, 'maple-court', '102');
    await page.goto(`${base}/id-verify/manual-identity-verification`);
    // The first page of a new session loads the application and the verification: slow on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a Photo ID' })).toBeVisible();
    await page.getByRole('button', { name: 'Send for Review' }).click();
    await expect(page.getByLabel('Photo ID', { exact: true })).toHaveAccessibleDescription(
      /Choose the file of your photo ID\./,
    );
    await look(page, 'manual');

    await page.getByRole('link', { name: 'Choose another way' }).click();
    await page.getByRole('link', { name: 'Scan your ID and take a selfie' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scan Your ID and Take a Selfie' }),
    ).toBeVisible();
    await look(page, 'document');
    await page.getByRole('button', { name: 'Start' }).click();
    const window = page.getByTitle('Identity check').contentFrame();
    await window.getByRole('radio', { name: 'Driver’s license, expired' }).check();
    await look(page, 'document-window');
    await window.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText("We couldn't verify your identity from your photos.");
    await look(page, 'document-failed');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await window.getByRole('radio', { name: 'Passport, valid' }).check();
    await window.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/application-complete$/);
  });
});
