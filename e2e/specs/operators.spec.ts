import type { Browser, Page } from '@playwright/test';
import { applicantAt, finishStepsThroughApi } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { type Installation, startInstallation } from '../operator-servers.js';

const DIRECTOR = { email: 'director@northwind.example', password: 'Northwind2027' };
const AGENT = { email: 'agent@northwind.example', password: 'Riverside2027' };
const SLUG = 'riverside-commons';
const UNITS_CSV = [
  'unit_number,layout,bedrooms,bathrooms,sqft,base_rent_cents,available_from,available',
  'R-101,1 Bedroom,1,1,690,187500,2026-01-01,true',
  'R-102,2 Bedroom,2,2,940,239000,2026-01-01,yes',
].join('\n');
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="64" height="64" rx="12" fill="#0B5D4B"/><text x="76" y="42" font-size="28" fill="#0B5D4B">Riverside</text></svg>';

/** Chooses a password from a set-password link and signs in at /staff/login. */
async function firstSignIn(page: Page, link: string, who: { email: string; password: string }) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is saved.' })).toBeVisible();
  await page.goto('/staff/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Settings of Riverside Commons' })
    .getByRole('link', { name })
    .click();
}

/** A new browser of the installation's first server, as a new visitor opens one. */
const browserAt = (browser: Browser, baseURL: string) => browser.newContext({ baseURL });

test.describe('operators set up their own portfolio', () => {
  let installation: Installation;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    installation = await startInstallation({ companyName: 'Northwind Homes', adminEmail: DIRECTOR.email });
  });
  test.afterAll(async () => {
    await installation?.stop();
  });

  test('from an empty database: the director sets up a community, its units, fees and screening, and an agent; an applicant is quoted its rent on every instance', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const [first, second] = installation.urls;
    expect(installation.adminLink).toMatch(/\/staff\/password\?token=\S+$/);
    const director = await (await browserAt(browser, String(first))).newPage();

    // The director's first sign-in lands on the set-up page: the company has no community yet.
    await firstSignIn(director, installation.adminLink, DIRECTOR);
    await expect(director).toHaveURL(/\/staff\/settings\/communities\/new$/);
    await expect(
      director.getByRole('heading', { level: 1, name: 'Set up your first community' }),
    ).toBeVisible();
    await expectNoAxeViolations(director);
    await director.getByLabel('Display name').fill('Riverside Commons');
    await director.getByLabel('Building name').fill('Riverside Commons');
    await expect(director.getByLabel('Slug')).toHaveValue(SLUG);
    await director.getByLabel('Street address').fill('48 River Rd, Austin, TX 78702');
    await director.getByLabel('Contact phone').fill('(512) 555-0170');
    await director.getByLabel('Contact email').fill('leasing@northwind.example');
    await director.getByLabel('Time zone').selectOption({ label: 'Central (America/Chicago)' });
    // A primary colour white text cannot be read on is refused, naming both colours and the ratio.
    await director.getByLabel('Primary colour', { exact: true }).fill('#7FD3C0');
    await director.getByRole('button', { name: 'Set up the community' }).click();
    await expect(
      director.getByText(/^White text \(#FFFFFF\) on the primary colour #7FD3C0 has a contrast of 1\.\d\d:1/),
    ).toBeVisible();
    await director.getByLabel('Primary colour', { exact: true }).fill('#0B5D4B');
    await director.getByRole('button', { name: 'Set up the community' }).click();
    await expect(director).toHaveURL(new RegExp(`/staff/settings/communities/${SLUG}$`));
    await expect(director.getByRole('heading', { level: 1, name: 'Riverside Commons' })).toBeVisible();
    await expect(director.getByText('Not published', { exact: true })).toBeVisible();

    // Theme: the logo.
    await openSection(director, 'Theme');
    await director
      .getByLabel('Upload a new logo')
      .setInputFiles({ name: 'riverside.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
    await expect(director.getByText('The new logo is saved.')).toBeVisible();
    await expect(director.getByRole('img', { name: 'Riverside Commons logo' })).toBeVisible();
    await expectNoAxeViolations(director);

    // Units from a spreadsheet.
    await openSection(director, 'Units');
    await director
      .getByLabel('Units file (CSV)')
      .setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(UNITS_CSV) });
    await director.getByRole('button', { name: 'Import units' }).click();
    await expect(director.getByText('Created 2, updated 0 units.')).toBeVisible();
    await expect(director.getByRole('rowheader', { name: 'R-101' })).toBeVisible();
    await expectNoAxeViolations(director);

    // Fees: the application fee becomes $45.
    await openSection(director, 'Fees and deposits');
    await director.getByRole('button', { name: 'Edit Application Fee' }).click();
    await director.getByLabel('Amount ($)').fill('45.00');
    await director.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(director.getByText('The changes to Application Fee are saved.')).toBeVisible();

    // Screening: a minimum credit score.
    await openSection(director, 'Screening');
    await director.getByLabel('Minimum credit score').fill('640');
    await director.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(director.getByText('The screening criteria are saved.')).toBeVisible();
    await expectNoAxeViolations(director);

    // Where residents go once they live there: the applicant's "Go to Resident Portal".
    await openSection(director, 'Application settings');
    await director.getByLabel('Resident portal (optional)').fill('residents.riverside.example');
    await director.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      director.getByText('Enter the resident portal’s web address, starting with https://'),
    ).toBeVisible();
    await director.getByLabel('Resident portal (optional)').fill('https://residents.riverside.example/');
    await director.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(director.getByText('The application settings are saved.')).toBeVisible();
    // The same settings in the dark colours the director's system may ask for.
    await director.emulateMedia({ colorScheme: 'dark' });
    await expect(director.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(director);
    await director.emulateMedia({ colorScheme: 'light' });

    // Proof documents: savings are to be backed by two bank statements, which applicants are then asked for.
    await openSection(director, 'Proof documents');
    const assets = director.getByRole('table', { name: 'Proof documents for assets at Riverside Commons' });
    await assets.getByRole('button', { name: 'Customise Savings (assets)' }).click();
    const statements = director.getByRole('group', { name: 'Document 1' });
    await statements.getByLabel('Name applicants see').fill('Bank statements');
    await statements.getByLabel('Files required').fill('4');
    await director.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(statements.getByText('Enter at least the number of files required.')).toBeVisible();
    await expect(statements.getByLabel('Most files accepted')).toBeFocused();
    await statements.getByLabel('Most files accepted').fill('4');
    await statements.getByLabel('Files required').fill('2');
    await expectNoAxeViolations(director);
    await director.screenshot({ path: test.info().outputPath('proof-documents-editor.png'), fullPage: true });
    await director.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(director.getByText('The proof documents for Savings (assets) are saved.')).toBeVisible();
    const savings = assets.getByRole('row', { name: /^Savings/ });
    await expect(savings).toContainText('Customised');
    await expect(savings).toContainText('Bank statements: 2 to 4 files');

    // Published from the keyboard.
    await director.getByRole('button', { name: 'Publish' }).focus();
    await director.keyboard.press('Enter');
    await expect(
      director.getByText('Riverside Commons is published: the public and applicants see it now.'),
    ).toBeVisible();

    // People: a leasing agent for Riverside Commons.
    await director.goto('/staff/settings/people');
    const invite = director.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(AGENT.email);
    await invite.getByLabel('Role').selectOption({ label: 'Leasing agent' });
    await invite.getByRole('group', { name: 'Communities' }).getByLabel('Riverside Commons').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      director.getByRole('alert').filter({ hasText: `Invitation sent to ${AGENT.email}.` }),
    ).toBeVisible();
    let agentLink: string | undefined;
    await expect
      .poll(async () => {
        const { messages } = (await (await director.request.get('/api/dev/mailbox/')).json()) as {
          messages: Array<{ recipient: string; text: string }>;
        };
        agentLink = messages
          .find((message) => message.recipient === AGENT.email)
          ?.text.match(/^https?:\/\/\S+\/staff\/password\?token=\S+$/m)?.[0];
        return agentLink;
      })
      .toBeDefined();
    const agent = await (await browserAt(browser, String(first))).newPage();
    await firstSignIn(agent, String(agentLink), AGENT);
    await expect(agent).toHaveURL(/\/staff$/);
    await expect(agent.getByRole('region', { name: 'Your communities' }).getByRole('link')).toHaveText([
      'Riverside Commons',
    ]);
    await expectNoAxeViolations(agent);

    // A new applicant applies at Riverside Commons and is quoted the imported rent.
    const applicant = await (await browserAt(browser, String(first))).newPage();
    const { base, id, session } = await applicantAt(applicant, SLUG, 'R-101', 'military-status');
    await applicant.goto(`${base}/lease-terms`);
    await expect(applicant.getByRole('img', { name: 'Riverside Commons logo' })).toBeVisible();
    await expect(
      applicant
        .getByRole('group', { name: 'Lease term' })
        .getByRole('radio', { name: '12 months — $1,875.00/month' }),
    ).toBeVisible();
    await expectNoAxeViolations(applicant);
    const banner = applicant.getByRole('banner');
    await banner.getByRole('button', { name: /, profile menu$/ }).click();
    await expect(
      banner
        .getByRole('navigation', { name: 'Profile' })
        .getByRole('link', { name: 'Go to Resident Portal' }),
    ).toHaveAttribute('href', 'https://residents.riverside.example/');
    await applicant.keyboard.press('Escape');

    // A rent changed through one instance is quoted by every other within a second.
    const csrf = (await director.context().cookies()).find((cookie) => cookie.name === 'portal_csrf')?.value;
    const changed = await director.request.patch(`/api/admin/communities/${SLUG}/units/R-101/`, {
      headers: { 'X-CSRF-Token': String(csrf) },
      data: { base_rent_cents: 192_500 },
    });
    expect(changed.status()).toBe(200);
    const rentOn = async (server: string) => {
      const terms = await applicant.request.post(`${server}/api/transaction/${id}/available-lease-terms/`, {
        headers: session.headers,
        data: {},
      });
      const { lease_terms } = (await terms.json()) as {
        lease_terms: Array<{ lease_term: number; monthly_rent: number }>;
      };
      return lease_terms.find((term) => term.lease_term === 12)?.monthly_rent;
    };
    const other = second ?? String(first);
    if (!second)
      test.info().annotations.push({
        type: 'one instance',
        description: 'TEST_DATABASE_URL is not set: the embedded database serves one instance.',
      });
    await expect.poll(() => rentOn(other), { timeout: 1_000, intervals: [100] }).toBe(192_500);

    // Savings added by hand ask for the director's bank statements.
    await finishStepsThroughApi(applicant.request, session, id, 'rental-profile', { first: 'lease-terms' });
    await applicant.goto(`${base}/income-employment/add-asset`);
    await applicant.getByLabel('Type of asset').selectOption({ label: 'Savings' });
    await expect(applicant.getByRole('group', { name: 'Bank statements' })).toContainText(
      'Upload 2 to 4 files.',
    );
  });
});
