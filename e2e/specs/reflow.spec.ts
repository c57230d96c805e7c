import type { Page } from '@playwright/test';
import { applicantAt } from '../api-setup.js';
import { DARK_THEME, overrideConfiguration } from '../community-configuration.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF } from '../staff.js';

/**
 * 1.4.10 Reflow: a representative page of each screen family, at 320 CSS px wide and at 1280 px with
 * 200 % zoom (640 CSS px), in the light and the dark theme, scrolls only vertically; and passes axe and the
 * WCAG 2.2 page checks there. The journeys check every page at the desktop width.
 */

const COMMUNITY = 'maple-court';
const DEMO_RESIDENT = { email: 'resident@maplecourt.example', password: 'ResidentDemo2026' };

const DISPLAYS = [
  { name: '320 px wide', viewport: { width: 320, height: 640 } },
  { name: '1280 px at 200 % zoom', viewport: { width: 640, height: 400 } },
] as const;
const THEMES = ['light', 'dark'] as const;

interface PageToCheck {
  path: string;
  /** The page's h1: the page has arrived once it shows. */
  heading: string | RegExp;
}

/** The elements that stick out of the viewport on the right, innermost first: where to look. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const beyond = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 0.5;
    const culprits = [...document.body.querySelectorAll('*')].filter(
      (element) => beyond(element) && ![...element.children].some(beyond),
    );
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ` +
      `right edge at ${Math.round(element.getBoundingClientRect().right)} px`;
    return [
      `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`,
      ...culprits.slice(0, 5).map(describe),
    ];
  });
}

/** Each page in each display and theme: it fits the width and passes the accessibility checks. */
async function checkPages(page: Page, pages: PageToCheck[]) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    const restore = theme === 'dark' ? await overrideConfiguration(page, COMMUNITY, DARK_THEME) : null;
    for (const display of DISPLAYS) {
      await page.setViewportSize(display.viewport);
      for (const { path, heading } of pages) {
        await test.step(`${path}, ${display.name}, ${theme} theme`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          expect(await horizontalOverflow(page), `horizontal scrolling on ${path}`).toEqual([]);
          await expectNoAxeViolations(page);
        });
      }
    }
    await restore?.();
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`/${COMMUNITY}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test.describe('reflow at 320 px and at 200 % zoom, light and dark', () => {
  // Each test judges its pages in four displays and themes: a dozen page states, each with axe.
  test.describe.configure({ timeout: 360_000 });

  test('the visitor pages: welcome, log in, sign up', async ({ page }) => {
    await checkPages(page, [
      { path: `/${COMMUNITY}/welcome`, heading: /./ },
      { path: `/${COMMUNITY}/login`, heading: 'Log In' },
      { path: `/${COMMUNITY}/signup`, heading: 'Create Your Account' },
    ]);
  });

  test("the applicant's lease terms and payment", async ({ page }) => {
    const { base } = await applicantAt(page, COMMUNITY, '102', 'income-employment');
    await checkPages(page, [
      { path: `${base}/lease-terms`, heading: 'Choose your lease' },
      { path: `${base}/fees-deposits`, heading: 'Review and Pay' },
    ]);
  });

  test("the resident's leases", async ({ page }) => {
    await logIn(page, DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    await checkPages(page, [{ path: `/${COMMUNITY}/my-leases`, heading: 'My Leases' }]);
  });

  test("the staff console's list and file, and the operators' settings", async ({ page }) => {
    const manager = DEMO_STAFF.mapleCourtManager;
    await logIn(page, manager.email, manager.password);
    await page.goto(`/${COMMUNITY}/staff/applications`);
    const file = page.getByRole('row').getByRole('link').first();
    const fileUrl = new URL(String(await file.getAttribute('href')), page.url()).pathname;
    await checkPages(page, [
      { path: `/${COMMUNITY}/staff/applications`, heading: 'Applications' },
      { path: fileUrl, heading: /^Application \d+/ },
      { path: `/staff/settings/communities/${COMMUNITY}`, heading: /Maple Court/ },
    ]);
  });
});
