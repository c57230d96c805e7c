import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/** Harbor & Main's only admin: Settings → People is theirs. */
const HARBOR_ADMIN = {
  name: 'Elena Whitfield',
  email: 'admin@harbormain.example',
  password: 'AdminDemo2026',
};
const LAST_ADMIN =
  "This is the company's last active admin: make someone else an admin before changing or deactivating them.";

/** Signs in at /staff/login, the company-wide sign-in that names no community. */
async function signInAtStaffLogin(page: Page, email: string, password: string) {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

/** The set-password link of the latest invitation e-mailed to `email` (mail of no community), once it is sent. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string | undefined> {
  const response = await request.get('/api/dev/mailbox/');
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as {
    messages: Array<{ recipient: string; subject: string; text: string }>;
  };
  const invitation = messages.find(
    (message) =>
      message.recipient === email &&
      message.subject === 'Set your password for the Harbor & Main Residential leasing portal',
  );
  return invitation?.text.match(/^https?:\/\/\S+\/staff\/password\?token=\S+$/m)?.[0];
}

const personRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test.describe('Settings → People', () => {
  test('the admin invites a leasing agent, who chooses a password and works in their one community', async ({
    page,
    browser,
    request,
  }) => {
    const email = `new.agent.${Date.now()}${Math.random().toString(36).slice(2, 8)}@harbormain.example`;
    await signInAtStaffLogin(page, HARBOR_ADMIN.email, HARBOR_ADMIN.password);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL(/\/staff\/settings\/people$/);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(personRow(page, HARBOR_ADMIN.name)).toContainText('All communities');
    await expectNoAxeViolations(page);

    // Invite: a leasing agent of Lakeside Lofts.
    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption({ label: 'Leasing agent' });
    await invite.getByRole('group', { name: 'Communities' }).getByLabel('Lakeside Lofts').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
    const invited = personRow(page, email);
    await expect(invited).toContainText('Leasing agent');
    await expect(invited).toContainText('Lakeside Lofts');
    await expect(invited).toContainText(/Invited\s*Link valid until/);
    await expectNoAxeViolations(page);

    // The invitation's link, from the development mailbox, opened by the new agent in a browser of their own.
    let link: string | undefined;
    await expect.poll(async () => (link = await invitationLink(request, email))).toBeDefined();
    const agentContext = await browser.newContext();
    try {
      const agent = await agentContext.newPage();
      await agent.goto(String(link));
      await expect(agent.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
      await expectNoAxeViolations(agent);
      await agent.getByLabel('New Password', { exact: true }).fill('Lakeside2027');
      await agent.getByLabel('Confirm Password', { exact: true }).fill('Lakeside2027');
      await agent.getByRole('button', { name: 'Save Password' }).click();
      await expect(agent.getByRole('status').filter({ hasText: 'Your password is saved.' })).toBeVisible();

      await signInAtStaffLogin(agent, email, 'Lakeside2027');
      await expect(agent.getByText('Leasing agent', { exact: true })).toBeVisible();
      await expect(agent.getByRole('region', { name: 'Your communities' }).getByRole('link')).toHaveText([
        'Lakeside Lofts',
      ]);
      // Settings are an admin's.
      await expect(agent.getByRole('navigation', { name: 'Settings' })).toHaveCount(0);
      await expectNoAxeViolations(agent);
    } finally {
      await agentContext.close();
    }

    // Back as the admin: they have chosen a password, so they are active.
    await page.reload();
    await expect(personRow(page, email)).toContainText('Active');
    await expect(
      personRow(page, email).getByRole('button', { name: `Resend invitation to ${email}` }),
    ).toHaveCount(0);

    // The company's only admin cannot deactivate themselves: the confirmation says why.
    await page.getByRole('button', { name: `Deactivate ${HARBOR_ADMIN.name}` }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: `Deactivate ${HARBOR_ADMIN.name}?` }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: LAST_ADMIN })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: `Deactivate ${HARBOR_ADMIN.name}` })).toBeFocused();
    await expect(personRow(page, HARBOR_ADMIN.name)).toContainText('Active');
  });

  test('a manager reads that only an admin manages people', async ({ page }) => {
    await signInAtStaffLogin(page, 'manager@maplecourt.example', 'ManagerDemo2026');
    // A manager's settings are their communities' only.
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText([
      'Communities',
    ]);
    await page.goto('/staff/settings/people');
    await expect(
      page.getByText('Only an admin of Harbor & Main Residential can manage its people.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to staff home' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expectNoAxeViolations(page);
  });
});
