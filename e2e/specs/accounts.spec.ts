import type { Locator, Page } from '@playwright/test';
import { PASSWORD, registerThroughApi, uniqueEmail } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

const WRONG_CREDENTIALS = 'The email and password you entered do not match our records. Please try again.';
const TIMED_OUT = 'Oops, your session has timed-out. Please log back in to continue.';

/** The personal-details fields of the sign-up form, by their labels. */
function signUpForm(page: Page) {
  return {
    firstName: page.getByLabel('Legal first name'),
    middleName: page.getByLabel('Legal middle name (Required if applicable)'),
    lastName: page.getByLabel('Legal last name'),
    suffix: page.getByLabel('Suffix'),
    email: page.getByLabel('Email'),
    phone: page.getByLabel('Phone'),
    birthday: page.getByLabel('Birthday'),
    password: page.getByLabel('Password', { exact: true }),
    sms: page.getByRole('checkbox', { name: /Send me text messages/ }),
    submit: page.getByRole('button', { name: 'Create Account' }),
  };
}

/**
 * Logs out through the top bar's profile menu. The menu belongs to the portal frame, built alongside
 * the accounts pages: until the top bar shows it, the page calls the logout endpoint itself.
 */
async function logOut(page: Page) {
  const menuButton = page.getByRole('button', { name: /profile menu/ });
  if ((await menuButton.count()) > 0) {
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
    await expect(menuButton).toHaveCount(0);
    return;
  }
  test.info().annotations.push({
    type: 'note',
    description: 'The top bar has no profile menu yet: logged out with POST /api/logout/ from the page.',
  });
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/logout/', { method: 'POST', credentials: 'same-origin' });
    return response.status;
  });
  expect(status).toBe(204);
}

/** Presses Tab until `target` has focus (the top bar's stops come first, however many there are). */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('accounts', () => {
  test('a new user signs up, accepts the terms, completes the account, logs out and logs in again', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/maple-court/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/maple-court/login',
    );
    await expectNoAxeViolations(page);

    const form = signUpForm(page);
    // Spec §4: nothing to send until every required value is there.
    await expect(form.submit).toBeDisabled();
    await form.firstName.fill('Avery');
    await form.lastName.fill('Quinn');
    await form.suffix.selectOption({ label: 'Jr.' });
    await form.email.fill(email);
    await form.phone.pressSequentially('5125550142');
    await expect(form.phone).toHaveValue('(512) 555-0142');
    await expect(form.birthday).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    await form.birthday.fill('1990-04-12');
    await form.password.fill('short');
    await form.firstName.focus();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await form.password.fill(PASSWORD);
    await form.sms.check();
    await expect(form.submit).toBeEnabled();
    await form.submit.click();

    await expect(page).toHaveURL(/\/maple-court\/terms\?registered=true$/);
    const agree = page.getByRole('button', { name: 'I Agree' });
    await expect(agree).toBeVisible();
    await expectNoAxeViolations(page);
    await agree.click();

    await expect(page).toHaveURL(/\/maple-court\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Account Set Up' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Account Details' })).toBeVisible();
    await expect(page.getByLabel('Legal first name')).toHaveValue('Avery');
    await expect(page.getByLabel('Suffix')).toHaveValue('jr');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByRole('main').getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/maple-court/password',
    );
    await expectNoAxeViolations(page);
    await page.getByLabel('Legal middle name (Required if applicable)').fill('Jordan');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    // Spec part 1 §4: after saving, the next route, else open renewal offers, else My Leases.
    await expect(page).toHaveURL(/\/maple-court\/my-leases$/);
    await expectNoAxeViolations(page);

    await page.goto('/maple-court/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account Details' })).toBeVisible();
    await expect(page.getByLabel('Legal middle name (Required if applicable)')).toHaveValue('Jordan');
    // Spec §4: an unchanged form has nothing to save.
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await page.getByLabel('Phone').fill('(608) 555-0100');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/maple-court\/my-leases$/);
    await expectNoAxeViolations(page);

    await logOut(page);
    await page.goto('/maple-court/account');
    await expect(page).toHaveURL(/\/maple-court\/login\?next=%2Fmaple-court%2Faccount$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/maple-court\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account Details' })).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('(608) 555-0100');
    await expectNoAxeViolations(page);
  });

  test("sign-up shows the API's field messages under their fields", async ({ page }) => {
    const email = uniqueEmail('taken');
    await registerThroughApi(page.request, 'maple-court', { email });
    await page.context().clearCookies();

    await page.goto('/maple-court/signup');
    const form = signUpForm(page);
    await form.firstName.fill('Avery');
    await form.lastName.fill('Quinn');
    await form.email.fill(email.toUpperCase());
    await form.phone.fill('5125550142');
    await form.birthday.fill('1990-04-12');
    await form.password.fill(PASSWORD);
    await form.submit.click();

    await expect(
      page.getByText('An account with this email already exists. Try logging in instead.'),
    ).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toBeFocused();
    await expect(page).toHaveURL(/\/maple-court\/signup$/);
    await expectNoAxeViolations(page);

    // Too young, by the client's age rule (today in the community's time zone).
    await form.birthday.fill(`${new Date().getFullYear() - 10}-01-01`);
    await form.submit.click();
    await expect(page.getByText('Must be 18 or older')).toBeVisible();
    await expect(form.birthday).toBeFocused();
  });

  test('the login form checks its fields and rejects a wrong password with the spec message', async ({
    page,
  }) => {
    const email = uniqueEmail('wrong-password');
    await registerThroughApi(page.request, 'maple-court', { email });
    await page.context().clearCookies();

    await page.goto('/maple-court/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/maple-court/password/forgot',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Need an account?' })).toHaveAttribute(
      'href',
      '/maple-court/signup',
    );
    await expectNoAxeViolations(page);

    // The lost click (issue 38): a click near the button's top edge, held as long as a person holds one,
    // straight from a wrong last field, submits. The check of the field being left used to push the button
    // down from under the pointer before the release, and the submit, which shows every message and focuses
    // the first, did not happen.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    // The e-mail's message, written when the e-mail was left, is waited for: it would move the button while
    // the test's pointer goes down, which a person's slower hand never meets. The password, left by the
    // click itself, is the field under test.
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Must be a valid Email/);
    await page.getByRole('button', { name: 'Log In' }).click({ position: { x: 40, y: 4 }, delay: 150 });
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    // The first invalid field gets focus.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Must be a valid Email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
    await expect(page).toHaveURL(/\/maple-court\/login$/);
    await expectNoAxeViolations(page);

    // A `next` to another site is ignored: the user lands on their account.
    await page.goto('/maple-court/login?next=https%3A%2F%2Fevil.example%2F');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/maple-court\/(account|terms\?registered=true)$/);
  });

  test('a signed-in page sends a visitor to login and back; the account page asks for the password', async ({
    page,
  }) => {
    const email = uniqueEmail('guard');
    await registerThroughApi(page.request, 'maple-court', { email });
    await page.context().clearCookies();

    await page.goto('/maple-court/password');
    await expect(page).toHaveURL(/\/maple-court\/login\?next=%2Fmaple-court%2Fpassword$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/maple-court\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A new tab: the password typed at login does not count there. The terms were accepted earlier.
    const tab = await page.context().newPage();
    await tab.addInitScript(() => sessionStorage.setItem('portal.acceptedTermsRevision', 'terms-e2e'));
    // This user's name and birthday are locked by the office (spec §6 canUpdatePII).
    await tab.route('**/api/profile/', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), can_update_PII: false } });
    });
    await tab.goto('/maple-court/account');
    await expect(tab.getByRole('heading', { level: 1, name: 'Confirm Your Password' })).toBeVisible();
    await expect(tab.getByText(email)).toBeVisible();
    await expectNoAxeViolations(tab);
    await tab.getByLabel('Password', { exact: true }).fill('Not-my-password-9');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
    await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Continue' }).click();

    await expect(tab.getByRole('heading', { level: 1, name: 'Complete Your Account Set Up' })).toBeVisible();
    const locked =
      "Please call us at (512) 555-0142 if you'd like to make any changes to your name or date of birth.";
    await expect(tab.getByText(locked)).toBeVisible();
    await expect(tab.getByLabel('Legal first name')).toBeDisabled();
    await expect(tab.getByLabel('Legal last name')).toBeDisabled();
    await expect(tab.getByLabel('Birthday')).toBeDisabled();
    await expect(tab.getByLabel('Email')).toBeEnabled();
    await expectNoAxeViolations(tab);
    await tab.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tab.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(tab).toHaveURL(/\/maple-court\/my-leases$/);
    await tab.close();
  });

  test('continue on another device: a one-use link opens the session elsewhere, once', async ({
    page,
    browser,
  }) => {
    await registerThroughApi(page.request, 'maple-court', { email: uniqueEmail('transfer') });
    await page.addInitScript(() => sessionStorage.setItem('portal.acceptedTermsRevision', 'terms-e2e'));
    await page.goto('/maple-court/account');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const section = page.getByRole('region', { name: 'Continue on Another Device' });
    await section.getByRole('button', { name: 'Create a Link' }).click();
    const link = await section.getByLabel('Link for your other device').inputValue();
    expect(link).toMatch(/\/maple-court\/login\?transfer=[^&]+$/);
    await expectNoAxeViolations(page);

    const phone = await browser.newContext();
    const other = await phone.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/maple-court\/my-leases$/);
    await expect(other.getByRole('button', { name: /, profile menu$/ })).toBeVisible();
    await phone.close();

    const again = await browser.newContext();
    const third = await again.newPage();
    await third.goto(link);
    await expect(third).toHaveURL(/\/maple-court\/login$/);
    await expect(
      third.getByText('This link has expired or was already used. Please request a new one.'),
    ).toBeVisible();
    await again.close();
  });

  test('forgot password: the e-mailed link from the dev mailbox resets the password', async ({ page }) => {
    const email = uniqueEmail('reset');
    const newPassword = 'Lakeside2027';
    await registerThroughApi(page.request, 'maple-court', { email });
    await page.context().clearCookies();

    await page.goto('/maple-court/login');
    await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: 'If an account exists for that email, we sent a link to reset your password.',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/maple-court/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Development Mailbox' })).toBeVisible();
    const message = page.getByRole('article').filter({ hasText: email });
    await expect(
      message.getByRole('heading', { name: 'Reset your Maple Court Apartments password' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await message.getByRole('link', { name: /\/maple-court\/password\/verify\?token=/ }).click();

    // The token leaves the address bar: the reset form has it in history state.
    await expect(page).toHaveURL(/\/maple-court\/password\/reset$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Please confirm password')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Lakeside2028');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Oops! Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password successfully changed' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // The link works once.
    await page.goto('/maple-court/dev/mailbox');
    await message.getByRole('link', { name: /\/maple-court\/password\/verify\?token=/ }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is invalid, has expired or was already used.',
    );
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/maple-court/password/forgot',
    );
    await expectNoAxeViolations(page);
  });

  test('after 20 idle minutes the user is logged out and sent to login with the timeout message', async ({
    page,
  }) => {
    await page.clock.install();
    const email = uniqueEmail('idle');
    await registerThroughApi(page.request, 'maple-court', { email });

    await page.goto('/maple-court/password');
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await page.clock.fastForward('19:00');
    await expect(page).toHaveURL(/\/maple-court\/password$/);
    // Activity pushes the deadline back.
    await page.keyboard.press('Shift');
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/maple-court\/password$/);

    await page.clock.fastForward('20:00');
    await expect(page).toHaveURL(/\/maple-court\/login\?timeout=1$/);
    await expect(page.getByRole('alert').filter({ hasText: TIMED_OUT })).toBeVisible();
    await expectNoAxeViolations(page);
    // The session ended on the server too.
    await expect.poll(async () => (await page.request.get('/api/session/')).status()).toBe(401);
  });

  test('the whole sign-up works with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await page.goto('/lakeside-lofts/signup');
    const form = signUpForm(page);
    await expect(form.firstName).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, form.firstName);
    await page.keyboard.type('Sam');
    await tabTo(page, form.lastName);
    await page.keyboard.type('Rivera');
    await tabTo(page, form.suffix);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, form.email);
    await page.keyboard.type(email);
    await tabTo(page, form.phone);
    await page.keyboard.type('6085550123');
    await expect(form.phone).toHaveValue('(608) 555-0123');
    await tabTo(page, form.birthday);
    await page.keyboard.type('07041992');
    await expect(form.birthday).toHaveValue('1992-07-04');
    await tabTo(page, form.password);
    await page.keyboard.type(PASSWORD);
    await tabTo(page, form.sms);
    await page.keyboard.press('Space');
    await expect(form.sms).toBeChecked();
    await tabTo(page, form.submit);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/lakeside-lofts\/terms\?registered=true$/);
    const agree = page.getByRole('button', { name: 'I Agree' });
    await tabTo(page, agree, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Account Set Up' })).toBeVisible();
    await expect(page.getByLabel('Suffix')).toHaveValue('jr');
    await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), 60);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/lakeside-lofts\/my-leases$/);
    await expectNoAxeViolations(page);
  });

  test('the dev mailbox links only to this site', async ({ page }) => {
    await page.route(/\/api\/dev\/mailbox\//, (route) => {
      const origin = new URL(route.request().url()).origin;
      return route.fulfill({
        json: {
          messages: [
            {
              id: 1,
              recipient: 'someone@example.com',
              subject: 'Older',
              text: 'Nothing to see.',
              created_at: '2026-01-01T11:00:00.000Z',
            },
            {
              id: 2,
              recipient: 'someone@example.com',
              subject: 'Newer',
              text: `Ours: ${origin}/maple-court/faq and theirs: https://evil.example/maple-court/password/reset`,
              created_at: '2026-01-01T12:00:00.000Z',
            },
          ],
          texts: [
            {
              id: 7,
              recipient: '(512) 555-0187',
              text: '123456 is your identity verification code.',
              created_at: '2026-01-01T12:30:00.000Z',
            },
          ],
        },
      });
    });
    await page.goto('/maple-court/dev/mailbox');
    const texts = page.getByRole('region', { name: 'Text messages and calls' });
    await expect(texts.getByRole('article')).toContainText('123456 is your identity verification code.');
    await expect(texts.getByRole('article')).toContainText('(512) 555-0187');
    const messages = page.getByRole('region', { name: 'E-mails' }).getByRole('article');
    await expect(messages.first().getByRole('heading')).toHaveText('Newer');
    await expect(messages.nth(1).getByRole('heading')).toHaveText('Older');
    const newer = messages.first();
    await expect(newer).toContainText('https://evil.example/maple-court/password/reset');
    await expect(newer.getByRole('link')).toHaveCount(1);
    await expect(newer.getByRole('link')).toHaveAttribute('href', '/maple-court/faq');
  });

  test('without a mailbox (production) the dev mailbox page is the bad-route page', async ({ page }) => {
    await page.route(/\/api\/dev\/mailbox\//, (route) =>
      route.fulfill({
        status: 404,
        json: { error_type: 'NotFound', message: 'No route matches GET /api/dev/mailbox/.' },
      }),
    );
    await page.goto('/maple-court/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
