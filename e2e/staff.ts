import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from './fixtures.js';

/** The demo staff of each company (shared fixture), by community. */
export const DEMO_STAFF = {
  /** Harbor & Main's admin, who works in every one of its communities. */
  harborAdmin: {
    community: 'lakeside-lofts',
    email: 'admin@harbormain.example',
    password: 'AdminDemo2026',
  },
  /** The same admin, signed in at Bayview Terrace: the console there asks for a sign-in of its own. */
  harborAdminAtBayview: {
    community: 'bayview-terrace',
    email: 'admin@harbormain.example',
    password: 'AdminDemo2026',
  },
  mapleCourtAgent: {
    community: 'maple-court',
    email: 'leasing@maplecourt.example',
    password: 'LeasingDemo2026',
  },
  mapleCourtManager: {
    community: 'maple-court',
    email: 'manager@maplecourt.example',
    password: 'ManagerDemo2026',
  },
  lakesideAgent: {
    community: 'lakeside-lofts',
    email: 'leasing@lakesidelofts.example',
    password: 'LeasingDemo2026',
  },
  cedarPointManager: {
    community: 'cedar-point',
    email: 'leasing@cedarpoint.example',
    password: 'LeasingDemo2026',
  },
} as const;

type Staff = (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF];

/** A staff call through the API, on a request context of its own, as a member of `staff`. */
export async function asStaff(request: APIRequestContext, staff: Staff, path: string, data: object = {}) {
  const login = await request.post(`/api/communities/${staff.community}/login/`, {
    data: { username: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const response = await request.post(path, {
    headers: { authorization: `Token ${(await login.json()).token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/**
 * A staff member signs in on their community's login page, in a browser context of their own, and lands
 * on the leasing office's applications.
 */
export async function staffSignsIn(browser: Browser, staff: Staff) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${staff.community}/login`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${staff.community}/staff/applications$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  return { page, close: () => context.close() };
}
