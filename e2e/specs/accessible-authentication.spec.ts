import type { Locator, Page } from '@playwright/test';
import { applicantAtIdentity, PASSWORD, registerThroughApi } from '../api-setup.js';
import { expect, test } from '../fixtures.js';

/**
 * 3.3.8 Accessible Authentication (Minimum): no step of signing in is a test of memory or transcription
 * the browser cannot help with. Every credential field says what it holds (`autocomplete`), so password
 * managers fill it, and takes a pasted value.
 */

const COMMUNITY = 'maple-court';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The field tells password managers what it holds, and a value pasted from the clipboard lands in it. */
async function expectCredentialField(page: Page, field: Locator, autocomplete: RegExp, pasted: string) {
  await expect(field).toHaveAttribute('autocomplete', autocomplete);
  await field.clear();
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(pasted);
}

const EMAIL = /^(email|username)$/;
const CURRENT_PASSWORD = /^current-password$/;
const NEW_PASSWORD = /^new-password$/;

test.describe('accessible authentication', () => {
  test('log in, sign up and forgot password: e-mail and password fields fill and paste', async ({ page }) => {
    await page.goto(`/${COMMUNITY}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expectCredentialField(page, page.getByLabel('Email'), EMAIL, 'someone@example.com');
    await expectCredentialField(
      page,
      page.getByLabel('Password', { exact: true }),
      CURRENT_PASSWORD,
      PASSWORD,
    );

    await page.goto(`/${COMMUNITY}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expectCredentialField(page, page.getByLabel('Email'), EMAIL, 'someone@example.com');
    await expectCredentialField(page, page.getByLabel('Password', { exact: true }), NEW_PASSWORD, PASSWORD);

    await page.goto(`/${COMMUNITY}/password/forgot`);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await expectCredentialField(page, page.getByLabel('Email'), EMAIL, 'someone@example.com');

    await page.goto('/staff/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    await expectCredentialField(page, page.getByLabel('Email'), EMAIL, 'someone@example.com');
    await expectCredentialField(
      page,
      page.getByLabel('Password', { exact: true }),
      CURRENT_PASSWORD,
      PASSWORD,
    );
  });

  test('the account page asks for the current password; the password page for the new one twice', async ({
    page,
  }) => {
    await registerThroughApi(page.request, COMMUNITY);
    await page.goto(`/${COMMUNITY}/terms?registered=true`);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Password' })).toBeVisible();
    const current = page.getByLabel('Password', { exact: true });
    await expectCredentialField(page, current, CURRENT_PASSWORD, PASSWORD);

    await page.goto(`/${COMMUNITY}/password`);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    const chosen = 'Paste2026x';
    await expectCredentialField(page, page.getByLabel('New Password', { exact: true }), NEW_PASSWORD, chosen);
    await expectCredentialField(
      page,
      page.getByLabel('Confirm Password', { exact: true }),
      NEW_PASSWORD,
      chosen,
    );
  });

  test('the identity passcode is a one-time code the browser can fill from the text message', async ({
    page,
  }) => {
    const { base } = await applicantAtIdentity(page, COMMUNITY, '102');
    await page.goto(`${base}/id-verify`);
    await page.getByRole('link', { name: 'Get a passcode' }).click();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page).toHaveURL(/\/id-verify\/verify$/);
    await expectCredentialField(
      page,
      page.getByRole('textbox', { name: 'Passcode' }),
      /^one-time-code$/,
      '123456',
    );
  });
});
