import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type ApiSession,
  applyThroughApi,
  drawerSteps,
  finishStepsThroughApi,
  PASSWORD,
  registerThroughApi,
  uniqueEmail,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { watchLiveUpdates } from '../live-updates.js';

const ROOMMATE = 20;
const GUARANTOR = 30;

/**
 * Avery Quinn (signed in through `request`) applies for `unitNumber`, enters the address and invites
 * Jordan Reyes at `email` in `role`.
 */
async function householdInvites(
  request: APIRequestContext,
  community: string,
  unitNumber: string,
  invite: { email: string; role: number },
): Promise<{ id: number; inviteeId: number; session: ApiSession }> {
  const session = await registerThroughApi(request, community, { firstName: 'Avery', lastName: 'Quinn' });
  const id = await applyThroughApi(request, session, community, unitNumber);
  await finishStepsThroughApi(request, session, id, 'address');
  const invited = await request.post(`/api/transaction/${id}/invitees/`, {
    headers: session.headers,
    data: { role: invite.role, first_name: 'Jordan', last_name: 'Reyes', email: invite.email },
  });
  expect(invited.status()).toBe(201);
  return { id, inviteeId: ((await invited.json()) as { id: number }).id, session };
}

/** The role the signed-in user of `page` has on the transaction, as the API tells it. */
async function roleOn(page: Page, id: number): Promise<number> {
  const response = await page.request.get(`/api/transactions/${id}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { applicant: { role: number } }).applicant.role;
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabUntilFocused(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

function drawer(page: Page) {
  return page.getByRole('complementary', { name: 'Application progress' });
}

test.describe('invitations', () => {
  test('an invited roommate follows the e-mailed link, signs up, accepts and lands on the application', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('roommate');
    const { id } = await householdInvites(page.request, 'maple-court', '102', { email, role: ROOMMATE });

    // The roommate has their own browser: nothing of Avery's session.
    const roommateContext = await browser.newContext();
    const roommate = await roommateContext.newPage();
    await roommate.goto('/maple-court/dev/mailbox');
    const message = roommate.getByRole('article').filter({ hasText: email });
    await expect(
      message.getByRole('heading', { name: 'Avery Quinn invited you to apply at Maple Court Apartments' }),
    ).toBeVisible();
    await expect(message).toContainText(
      'Avery Quinn invited you to join their application for Maple Court Apartments, unit 102, as a roommate.',
    );
    await expectNoAxeViolations(roommate);
    await message.getByRole('link', { name: /\/maple-court\/invitations\?invite=/ }).click();

    await expect(roommate).toHaveURL(/\/maple-court\/invitations\?invite=[\w.-]+$/);
    await expect(
      roommate.getByRole('heading', { level: 1, name: "You're invited to apply together" }),
    ).toBeVisible();
    await expect(roommate.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/maple-court/login?next=%2Fmaple-court%2Finvitations',
    );
    await expectNoAxeViolations(roommate);
    await roommate.screenshot({
      path: test.info().outputPath('invitations-signed-out-light.png'),
      fullPage: true,
    });
    await roommate.getByRole('link', { name: 'Create account' }).click();

    await expect(roommate).toHaveURL(
      /\/maple-court\/signup\?invite=[\w.-]+&next=%2Fmaple-court%2Finvitations$/,
    );
    // WCAG 3.3.7 Redundant Entry: what Avery gave of Jordan is not asked again.
    await expect(roommate.getByText(/filled in from your invitation/)).toBeVisible();
    await expect(roommate.getByLabel('Legal first name')).toHaveValue('Jordan');
    await expect(roommate.getByLabel('Legal last name')).toHaveValue('Reyes');
    await expect(roommate.getByLabel('Email')).toHaveValue(email);
    await roommate.screenshot({ path: test.info().outputPath('signup-from-invitation.png'), fullPage: true });
    await roommate.getByLabel('Phone').pressSequentially('5125550163');
    await roommate.getByLabel('Birthday').fill('1993-02-11');
    await roommate.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expectNoAxeViolations(roommate);
    await roommate.getByRole('button', { name: 'Create Account' }).click();
    await expect(roommate).toHaveURL(/\/maple-court\/terms\?registered=true&next=/);
    await roommate.getByRole('button', { name: 'I Agree' }).click();
    await expect(
      roommate.getByRole('heading', { level: 1, name: 'Complete Your Account Set Up' }),
    ).toBeVisible();
    await roommate.getByRole('button', { name: 'Save Changes' }).click();

    // Back where the link led, now with the invitation to accept.
    await expect(roommate).toHaveURL(/\/maple-court\/invitations$/);
    await expect(roommate.getByRole('heading', { level: 1, name: 'Your invitations' })).toBeVisible();
    const invitation = roommate
      .getByRole('list', { name: 'Open invitations' })
      .getByRole('region', { name: 'Unit 102' });
    await expect(invitation).toContainText('Avery Quinn invited you to join their application for unit 102.');
    await expect(invitation.getByText('Maple Court Apartments')).toBeVisible();
    await expect(invitation.getByText('Roommate', { exact: true })).toBeVisible();
    await expectNoAxeViolations(roommate);
    await roommate.screenshot({ path: test.info().outputPath('invitations-light.png'), fullPage: true });
    await invitation.getByRole('button', { name: 'Accept invitation' }).click();

    // Avery entered the address for themself; Jordan starts at their own.
    await expect(roommate).toHaveURL(new RegExp(`/maple-court/transaction/${id}/address$`));
    await expect(
      roommate.getByRole('heading', { level: 1, name: "What's your current address?" }),
    ).toBeVisible();
    await expect(drawer(roommate).getByText('Unit 102')).toBeVisible();
    await expect(drawerSteps(roommate).getByRole('link', { name: 'Current Address' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expectNoAxeViolations(roommate);
    expect(await roleOn(roommate, id)).toBe(ROOMMATE);

    // The invitation is used up: the page now explains there is nothing to accept.
    await roommate.goto('/maple-court/invitations');
    await expect(roommate.getByRole('heading', { level: 2, name: 'No open invitations' })).toBeVisible();
    await expectNoAxeViolations(roommate);
    await roommateContext.close();
  });

  test('an invited guarantor with an account logs in from the invitation and accepts with the keyboard alone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('guarantor');
    // Lakeside Lofts has the dark theme.
    const { id } = await householdInvites(page.request, 'lakeside-lofts', 'L1', { email, role: GUARANTOR });

    const guarantorContext = await browser.newContext();
    const guarantor = await guarantorContext.newPage();
    await registerThroughApi(guarantor.request, 'lakeside-lofts', {
      email,
      firstName: 'Jordan',
      lastName: 'Reyes',
    });
    await guarantorContext.clearCookies();

    // The text of the e-mail, as the dev mailbox keeps it, holds the link.
    const mailbox = await guarantor.request.get('/api/dev/mailbox/?community=lakeside-lofts');
    const { messages } = (await mailbox.json()) as { messages: Array<{ recipient: string; text: string }> };
    const link = messages.find((entry) => entry.recipient === email)?.text.match(/https?:\S+\/invitations/);
    expect(link).not.toBeNull();
    await guarantor.goto(new URL(link?.[0] ?? '').pathname);

    await expect(
      guarantor.getByRole('heading', { level: 1, name: "You're invited to apply together" }),
    ).toBeVisible();
    await expectNoAxeViolations(guarantor);
    await guarantor.screenshot({
      path: test.info().outputPath('invitations-signed-out-dark.png'),
      fullPage: true,
    });
    await guarantor.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(guarantor).toHaveURL(/\/lakeside-lofts\/login\?next=%2Flakeside-lofts%2Finvitations$/);
    await guarantor.getByLabel('Email').fill(email);
    await guarantor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await guarantor.getByLabel('Password', { exact: true }).press('Enter');

    await expect(guarantor).toHaveURL(/\/lakeside-lofts\/invitations$/);
    const invitation = guarantor
      .getByRole('list', { name: 'Open invitations' })
      .getByRole('region', { name: 'Unit L1' });
    await expect(invitation.getByText('Guarantor', { exact: true })).toBeVisible();
    await expect(invitation.getByText('Lakeside Lofts')).toBeVisible();
    await expectNoAxeViolations(guarantor);
    await guarantor.screenshot({ path: test.info().outputPath('invitations-dark.png'), fullPage: true });

    const accept = invitation.getByRole('button', { name: 'Accept invitation' });
    await tabUntilFocused(guarantor, accept);
    await guarantor.keyboard.press('Enter');

    await expect(guarantor).toHaveURL(new RegExp(`/lakeside-lofts/transaction/${id}/[a-z-]+$`));
    await expect(drawer(guarantor).getByText('Unit L1')).toBeVisible();
    await expectNoAxeViolations(guarantor);
    expect(await roleOn(guarantor, id)).toBe(GUARANTOR);
    await guarantorContext.close();
  });

  test('a signed-in user without an invitation learns which address an invitation must be sent to', async ({
    page,
  }) => {
    const email = uniqueEmail('uninvited');
    await registerThroughApi(page.request, 'maple-court', { email });
    await page.goto('/maple-court/invitations');

    await expect(page.getByRole('heading', { level: 1, name: 'Your invitations' })).toBeVisible();
    const none = page.getByRole('region', { name: 'No open invitations' });
    await expect(none).toContainText(`We could not find an open invitation for ${email} or (512) 555-0188.`);
    await expect(none).toContainText('signing in with the e-mail address or phone number it was sent to');
    await expect(none.getByRole('link', { name: 'Check your account details' })).toHaveAttribute(
      'href',
      '/maple-court/account',
    );
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('invitations-none-light.png'), fullPage: true });
  });

  test('an invitation taken back while the page is open is explained, and the list catches up', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('withdrawn');
    const householdContext = await browser.newContext();
    const { id, inviteeId, session } = await householdInvites(
      householdContext.request,
      'maple-court',
      '203',
      {
        email,
        role: ROOMMATE,
      },
    );
    await registerThroughApi(page.request, 'maple-court', { email });
    // The list is read again when live updates connect: take the invitation back after that, so the
    // open page still offers it.
    const caughtUp = watchLiveUpdates(page, '/api/invitations/');
    await page.goto('/maple-court/invitations');
    const accept = page
      .getByRole('region', { name: 'Unit 203' })
      .getByRole('button', { name: 'Accept invitation' });
    await expect(accept).toBeVisible();
    await caughtUp();

    const withdrawn = await householdContext.request.delete(`/api/transaction/${id}/invitees/${inviteeId}/`, {
      headers: session.headers,
    });
    expect(withdrawn.status()).toBe(204);
    await accept.click();

    await expect(page.getByRole('alert')).toContainText('This invitation is no longer open');
    await expect(page.getByRole('heading', { level: 2, name: 'No open invitations' })).toBeVisible();
    await expectNoAxeViolations(page);
    await householdContext.close();
  });
});
