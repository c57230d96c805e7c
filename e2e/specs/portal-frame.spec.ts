import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { applicantAt } from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';

/**
 * The portal frame (top bar, profile menu, drawer, impersonation banner, footer) and the static and
 * status pages, at a light (Maple Court) and a dark (Lakeside Lofts) community.
 */

const communities = [
  {
    slug: 'maple-court',
    name: 'Maple Court Apartments',
    address: '1200 Maple Ave, Austin, TX 78701',
    phone: '(512) 555-0142',
    tel: 'tel:+15125550142',
    applicationFee: '$50.00',
    staff: 'leasing@maplecourt.example',
    staffName: 'Dana Ortiz',
  },
  {
    slug: 'lakeside-lofts',
    name: 'Lakeside Lofts',
    address: '88 Shoreline Dr, Madison, WI 53703',
    phone: '(608) 555-0199',
    tel: 'tel:+16085550199',
    applicationFee: '$40.00',
    staff: 'leasing@lakesidelofts.example',
    staffName: 'Sam Lindqvist',
  },
] as const;
type Community = (typeof communities)[number];

const PROFILE_MENU = /^Avery Quinn, profile menu$/;

/** Registers a new applicant through the API; the request context keeps the session cookies. */
async function signUp(request: APIRequestContext, community: string): Promise<{ id: number; email: string }> {
  const response = await request.post(`/api/communities/${community}/register/`, {
    data: {
      first_name: 'Avery',
      middle_name: null,
      last_name: 'Quinn',
      suffix: null,
      email: `avery.${randomUUID().slice(0, 8)}@example.com`,
      phone_number: '512-555-0187',
      date_of_birth: '1992-04-18',
      sms_opt_in: false,
      password: 'Maple-Leaf-2026',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { id: number; email: string } };
  return body.user;
}

async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Whether the app has a page at this path yet (unbuilt pages show the bad-route page). */
async function pageIsBuilt(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  return !(await page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible());
}

for (const community of communities) {
  test.describe(`static and status pages at ${community.name}`, () => {
    const pages: Array<{ path: string; heading: string | RegExp; check: (page: Page) => Promise<void> }> = [
      {
        path: 'privacy-policy',
        heading: 'Privacy Policy',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 2, name: 'Information we collect' })).toBeVisible();
          await expect(main).toContainText(
            'Your Social Security number and bank account numbers are encrypted',
          );
          await expect(main.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeVisible();
          await expect(main.getByRole('link', { name: community.phone })).toHaveAttribute(
            'href',
            community.tel,
          );
        },
      },
      {
        path: 'terms',
        heading: 'Terms of Use',
        check: async (page) => {
          await expect(page.getByRole('main')).toContainText('Effective November 1, 2026');
          await expect(page.getByRole('heading', { level: 2, name: '1. Your account' })).toBeVisible();
          await expect(page.getByRole('button', { name: 'I Agree' })).toHaveCount(0);
        },
      },
      {
        path: 'funnel-terms',
        heading: `${community.name} Terms of Use`,
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main).toContainText(community.address);
          await expect(main).toContainText(
            `Call the ${community.name} leasing office at ${community.phone}.`,
          );
        },
      },
      {
        path: 'rental-fees-agreement',
        heading: 'Rental Fees Agreement',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 2, name: 'Due when you apply' })).toBeVisible();
          await expect(main.getByRole('listitem').filter({ hasText: 'Application Fee:' })).toContainText(
            `Application Fee: ${community.applicationFee} for each adult applicant and guarantor.`,
          );
          await expect(main.getByRole('heading', { level: 3, name: 'Pets' })).toBeVisible();
          // The same fees as a PDF to keep (decision 0028).
          const feeSheet = main.getByRole('link', { name: 'Download the fee sheet (PDF)' });
          await expect(feeSheet).toHaveAttribute('href', `/api/community/${community.slug}/fee-sheet-pdf/`);
          const pdf = await page.request.get(`/api/community/${community.slug}/fee-sheet-pdf/`);
          expect(pdf.headers()['content-type']).toBe('application/pdf');
        },
      },
      {
        path: 'faq',
        heading: 'Frequently Asked Questions',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(
            main.getByRole('heading', { level: 3, name: 'Why does it say my quote has expired?' }),
          ).toBeVisible();
          await main
            .getByRole('navigation', { name: 'Topics' })
            .getByRole('link', { name: 'Your account' })
            .click();
          await expect(main.getByRole('heading', { level: 2, name: 'Your account' })).toBeFocused();
          await expect(page).toHaveURL(new RegExp(`/${community.slug}/faq$`));
        },
      },
      {
        path: 'accessibility',
        heading: 'Accessibility Statement',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main).toContainText('This portal aims to conform to WCAG 2.2 at level AA.');
          for (const section of ['Conformance status', 'Scope', 'How we checked', 'Known limitations']) {
            await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
          }
          await expect(main).toContainText('This statement was prepared on November 29, 2026');
          await expect(main.getByRole('link', { name: community.phone })).toHaveAttribute(
            'href',
            community.tel,
          );
        },
      },
      {
        path: 'quote-expired',
        heading: 'Your Quote Has Expired',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main).toContainText('Your quote has expired and pricing may have updated.');
          await expect(main.getByRole('link', { name: community.phone })).toHaveAttribute(
            'href',
            community.tel,
          );
          await expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute(
            'href',
            `/${community.slug}/login`,
          );
          await expect(main.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute(
            'href',
            `/${community.slug}`,
          );
        },
      },
      {
        path: 'application-unavailable',
        heading: 'This Application Is No Longer Available',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main.getByRole('link', { name: community.phone })).toHaveAttribute(
            'href',
            community.tel,
          );
          await main.getByRole('link', { name: 'Go to the Home Page' }).click();
          await expectHeading(page, community.name);
        },
      },
      {
        path: 'unauth-application-unavailable',
        heading: 'This Application Link Is No Longer Available',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main).toContainText('Links in invitation emails work for a limited time.');
          await expect(main.getByRole('link', { name: community.phone })).toHaveAttribute(
            'href',
            community.tel,
          );
          await expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute(
            'href',
            `/${community.slug}/login`,
          );
        },
      },
      {
        path: 'unauth-unit-unavailable',
        heading: 'This Home Is No Longer Available',
        check: async (page) => {
          const main = page.getByRole('main');
          await expect(main.getByRole('link', { name: community.phone })).toHaveAttribute(
            'href',
            community.tel,
          );
          await expect(main.getByRole('link', { name: `Explore ${community.name}` })).toHaveAttribute(
            'href',
            `/${community.slug}`,
          );
        },
      },
    ];

    for (const { path, heading, check } of pages) {
      test(`/${path} renders its content`, async ({ page }) => {
        await page.goto(`/${community.slug}/${path}`);
        await expectHeading(page, heading);
        await expect(page).toHaveTitle(new RegExp(community.name));
        await expectNoAxeViolations(page);
        await check(page);
      });
    }

    test('signed out: the top bar offers Log In and Sign Up, the footer the policy links', async ({
      page,
    }) => {
      await page.goto(`/${community.slug}/faq`);
      await expectHeading(page, 'Frequently Asked Questions');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute(
        'href',
        `/${community.slug}/login`,
      );
      await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        `/${community.slug}/signup`,
      );
      await expect(page.getByRole('button', { name: /profile menu/ })).toHaveCount(0);
      await expect(page.getByRole('complementary')).toHaveCount(0);

      const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
      await footer.getByRole('link', { name: 'Privacy' }).click();
      await expectHeading(page, 'Privacy Policy');
      await footer.getByRole('link', { name: 'Terms of Use' }).click();
      await expectHeading(page, 'Terms of Use');
      await footer.getByRole('link', { name: 'FAQs' }).click();
      await expectHeading(page, 'Frequently Asked Questions');
      await footer.getByRole('link', { name: 'Accessibility' }).click();
      await expectHeading(page, 'Accessibility Statement');
    });
  });
}

test.describe('signed in', () => {
  for (const community of communities) {
    test(`the profile menu at ${community.name} follows the configuration and the built pages`, async ({
      page,
    }) => {
      await signUp(page.request, community.slug);
      const configuration = (await (
        await page.request.get(`/api/communities/${community.slug}/`)
      ).json()) as {
        allow_screening_reports_retrieval: boolean;
        community: { company: { accept_ach_payments_from_applicants: boolean } };
      };
      const expected: Record<string, boolean> = {};
      for (const [label, path, allowed] of [
        ['Account', 'account', true],
        ['My Activity', 'my-activity', true],
        ['My Leases', 'my-leases', true],
        [
          'Payment Methods',
          'payment-methods',
          configuration.community.company.accept_ach_payments_from_applicants,
        ],
        ['Screening Reports', 'screening-reports', configuration.allow_screening_reports_retrieval],
      ] as const) {
        expected[label] = allowed && (await pageIsBuilt(page, `/${community.slug}/${path}`));
      }
      expect(expected.Account, 'the account page is built').toBe(true);

      await page.goto(`/${community.slug}/faq`);
      await expectHeading(page, 'Frequently Asked Questions');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Log In' })).toHaveCount(0);
      const button = banner.getByRole('button', { name: PROFILE_MENU });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = banner.getByRole('navigation', { name: 'Profile' });
      for (const [label, shown] of Object.entries(expected)) {
        await expect(menu.getByRole('link', { name: label, exact: true }), label).toHaveCount(shown ? 1 : 0);
      }
      await expect(menu.getByRole('link', { name: 'Go to Resident Portal' })).toHaveCount(0);
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expectNoAxeViolations(page);

      await menu.getByRole('link', { name: 'Account', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${community.slug}/(account|terms\\?registered=true)$`));
      await expect(menu).toBeHidden();
    });
  }

  test('the profile menu works from the keyboard', async ({ page }) => {
    await signUp(page.request, 'maple-court');
    await page.goto('/maple-court/privacy-policy');
    await expectHeading(page, 'Privacy Policy');
    const button = page.getByRole('button', { name: PROFILE_MENU });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('navigation', { name: 'Profile' });
    await expect(menu.getByRole('link', { name: 'Account', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Account', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test('Logout ends the session and returns to the login page', async ({ page }) => {
    await signUp(page.request, 'maple-court');
    await page.goto('/maple-court/faq');
    await page.getByRole('button', { name: PROFILE_MENU }).click();
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/maple-court\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: PROFILE_MENU })).toHaveCount(0);
    expect((await page.request.get('/api/session/')).status()).toBe(401);
  });

  test('the drawer shows the community and its policy links work', async ({ page }) => {
    await signUp(page.request, 'maple-court');
    await page.goto('/maple-court/quote-expired');
    await expectHeading(page, 'Your Quote Has Expired');
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue' })).toBeVisible();

    const drawer = page.getByRole('complementary', { name: 'Application progress' });
    await expect(drawer.getByRole('heading', { name: 'Maple Court Apartments' })).toBeVisible();
    await expect(drawer).toContainText('1200 Maple Ave, Austin, TX 78701');
    await expect(drawer.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    // Nothing fills the journey's slot yet, and nothing stands in for it.
    await expect(drawer.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Application progress' })).toBeHidden();

    const links = drawer.getByRole('navigation', { name: 'Policies and help' });
    await links.getByRole('link', { name: 'Privacy' }).click();
    await expectHeading(page, 'Privacy Policy');
    await links.getByRole('link', { name: 'Terms of Use' }).click();
    await expectHeading(page, 'Terms of Use');
    await links.getByRole('link', { name: 'FAQs' }).click();
    await expectHeading(page, 'Frequently Asked Questions');
    await expect(page).toHaveURL(/\/maple-court\/faq$/);
  });

  test('a new user accepts the terms and goes on to the account page', async ({ page }) => {
    await signUp(page.request, 'maple-court');
    await page.goto('/maple-court/terms?registered=true');
    await expectHeading(page, 'Terms of Use');
    const accept = page.getByRole('region', { name: 'Accept the Terms of Use' });
    await expect(accept).toBeVisible();
    await expectNoAxeViolations(page);

    await accept.getByRole('button', { name: 'I Agree' }).click();
    await expect(page).toHaveURL(/\/maple-court\/account$/);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.acceptedTermsRevision'))).toBe(
      '2026-11-01',
    );
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const community of communities) {
      test(`the drawer folds behind a toggle at ${community.name}`, async ({ page }) => {
        await signUp(page.request, community.slug);
        await page.goto(`/${community.slug}/faq`);
        await expectHeading(page, 'Frequently Asked Questions');

        const toggle = page.getByRole('button', { name: 'Application progress' });
        const drawer = page.getByRole('complementary', { name: 'Application progress' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toHaveAttribute('aria-controls', 'portal-drawer');
        await expect(drawer).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(drawer).toBeVisible();
        await expect(drawer).toBeFocused();
        await expectNoAxeViolations(page);

        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(toggle).toBeFocused();

        await page.keyboard.press('Enter');
        await expect(drawer).toBeVisible();
        await drawer.getByRole('link', { name: 'Terms of Use' }).click();
        await expectHeading(page, 'Terms of Use');
        await expect(drawer).toBeHidden();

        await page.getByRole('button', { name: PROFILE_MENU }).click();
        await expect(
          page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Logout' }),
        ).toBeVisible();
        // The open menu alone: the page checks' Tab walk holds back the focus events that close it, so
        // it would find the top bar's controls under a menu a real Tab press has closed.
        await expectNoAxeViolations(page, { include: 'nav[aria-label="Profile"]' });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Profile' })).toBeHidden();
      });
    }
  });
});

test.describe('staff viewing the portal as a user', () => {
  async function impersonate(page: Page, community: Community) {
    // Every call goes through the page's context: the last sign-in (the wormhole one) leaves its cookies.
    const user = await signUp(page.request, community.slug);
    const staffLogin = await page.request.post(`/api/communities/${community.slug}/login/`, {
      data: { username: community.staff, password: 'LeasingDemo2026' },
    });
    expect(staffLogin.status()).toBe(200);
    const { token } = (await staffLogin.json()) as { token: string };
    const wormhole = await page.request.post('/api/staff/wormhole-tokens/', {
      headers: { Authorization: `Token ${token}` },
      data: { user_id: user.id },
    });
    expect(wormhole.status(), await wormhole.text()).toBe(201);
    const { login_url: loginUrl } = (await wormhole.json()) as { login_url: string };
    // The staff member opens the link in the browser: it signs in and the token leaves the address bar.
    await page.goto(loginUrl);
    await expect(page).toHaveURL(new RegExp(`/${community.slug}$`));
    return loginUrl;
  }

  for (const community of communities) {
    test(`shows a banner naming the user and the staff member at ${community.name}`, async ({ page }) => {
      await impersonate(page, community);
      await page.goto(`/${community.slug}/privacy-policy`);
      await expectHeading(page, 'Privacy Policy');

      const banner = page.getByRole('banner').getByRole('status');
      await expect(banner).toContainText('You are viewing the portal as Avery Quinn');
      await expect(banner).toContainText(`Signed in by staff member ${community.staffName}.`);
      await expect(page.getByRole('button', { name: PROFILE_MENU })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Application progress' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a used impersonation link says it is invalid or expired', async ({ page, browser }) => {
    const loginUrl = await impersonate(page, communities[0]);
    const staffBrowser = await browser.newContext();
    const again = await staffBrowser.newPage();
    await again.goto(loginUrl);
    await expect(again).toHaveURL(/\/maple-court\/login$/);
    await expect(again.getByRole('alert')).toContainText(
      'Oops, the token you used is invalid or expired. Please log back in to continue.',
    );
    await expectNoAxeViolations(again);
    await staffBrowser.close();
  });
});

test('guest signers see neither the profile menu nor the drawer', async ({ page, baseURL }) => {
  // The cookies a guest-sign login sets; the app asks who is signed in only when it holds them.
  await page.context().addCookies([{ name: 'portal_csrf', value: 'guest-csrf', url: baseURL ?? '' }]);
  await page.route('**/api/session/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        kind: 'guest',
        community: 'maple-court',
        user: {
          id: 1,
          username: 'guest@example.com',
          first_name: 'Gale',
          middle_name: null,
          last_name: 'Signer',
          suffix: null,
          email: 'guest@example.com',
          phone_number: null,
          date_of_birth: null,
          sms_opt_in: false,
          completed_account_setup: false,
          can_update_PII: true,
          accepted_terms_revision: null,
          transactions: [],
        },
        impersonated_by: null,
        idle_timeout_minutes: 20,
        staff_role: null,
      }),
    }),
  );
  await page.goto('/maple-court/privacy-policy');
  await expectHeading(page, 'Privacy Policy');
  await expect(page.getByRole('button', { name: /profile menu/ })).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Application progress' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
});

test('the FAQ link and the office’s phone keep their place on every renter page (WCAG 3.2.6)', async ({
  page,
}) => {
  const help = /^(FAQs|Questions\? Call \(512\) 555-0142|\(512\) 555-0142)$/;
  const footerHelp = () => page.getByRole('contentinfo').getByRole('link', { name: help });
  const drawerHelp = () =>
    page.getByRole('complementary', { name: 'Application progress' }).getByRole('link', { name: help });
  const FOOTER = ['FAQs', 'Questions? Call (512) 555-0142'];
  const DRAWER = ['(512) 555-0142', 'FAQs'];

  for (const path of ['/maple-court/welcome', '/maple-court/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footerHelp()).toHaveText(FOOTER);
  }

  const { base } = await applicantAt(page, 'maple-court', '102');
  for (const path of [`${base}/address`, '/maple-court/my-leases']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footerHelp()).toHaveText(FOOTER);
    await expect(drawerHelp()).toHaveText(DRAWER);
  }
});
