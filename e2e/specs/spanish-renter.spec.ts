import type { Page } from '@playwright/test';
import {
  type ApiSession,
  finishStepsThroughApi,
  PASSWORD,
  registerThroughApi,
  screenThroughApi,
  sendPhotoIdThroughApi,
  TEST_SSNS,
  uniqueEmail,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { DEMO_STAFF } from '../staff.js';

// Issue 38: a Spanish-speaking renter goes from the welcome page to the decision without meeting one English
// sentence of the portal's own. Every page is judged by axe and the page checks, which on a page in Spanish
// also fail on any English text of the renter catalogs (e2e/english-on-spanish-pages.ts).

/** The application's pages the renter opens after the address, each read once its reads are in. */
const STEP_PAGES = [
  'military-status',
  'lease-terms',
  'rental-profile',
  'income-employment',
  'fees-deposits',
  'screening',
  'id-verify',
] as const;

/** The page shows Spanish, says so on <html>, and passes axe and the page checks. */
async function readsInSpanish(page: Page, heading?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
}

/** The session the page signed up with, for the steps set through the API: its CSRF token is a cookie. */
async function sessionOf(page: Page): Promise<ApiSession> {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'portal_csrf')?.value ?? '';
  expect(csrf).not.toBe('');
  return { headers: { 'X-CSRF-Token': csrf } };
}

test.describe('a Spanish-speaking renter', () => {
  test('signs up from the Spanish welcome page, applies, and reads the denial and its notice in Spanish', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/maple-court/welcome?lang=es');
    await readsInSpanish(page, 'Encuentre su nuevo hogar');
    await page.getByRole('button', { name: 'Presentar una solicitud para la unidad 203' }).click();

    await expect(page).toHaveURL(/\/maple-court\/signup\?next=/);
    await readsInSpanish(page, 'Cree su cuenta');
    await page.getByLabel('Nombre legal', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido legal').fill('Hernández');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('espanol'));
    await page.getByLabel('Teléfono').pressSequentially('5125550177');
    await page.getByLabel('Fecha de nacimiento').fill('1991-03-08');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(/\/maple-court\/terms\?registered=true/);
    await readsInSpanish(page, /Términos de uso/);
    await page.getByRole('button', { name: 'Acepto' }).click();
    await readsInSpanish(page, 'Termine de configurar su cuenta');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/address$/);
    await readsInSpanish(page, '¿Cuál es su dirección actual?');
    const base = new URL(page.url()).pathname.replace(/\/address$/, '');
    const id = Number(base.split('/').at(-1));

    // The steps are filled as the screens would fill them; each page is opened and read as the renter would.
    const session = await sessionOf(page);
    await finishStepsThroughApi(page.request, session, id, 'fees-deposits');
    for (const path of STEP_PAGES) {
      await page.goto(`${base}/${path}`);
      await readsInSpanish(page);
    }
    await screenThroughApi(page.request, session, id, TEST_SSNS.eviction);
    await sendPhotoIdThroughApi(page.request, session, id);

    const staff = DEMO_STAFF.mapleCourtManager;
    const login = await request.post(`/api/communities/${staff.community}/login/`, {
      data: { username: staff.email, password: staff.password },
    });
    const decided = await request.post(`/api/staff/applications/${id}/decision/`, {
      headers: { authorization: `Token ${(await login.json()).token}` },
      data: { decision: 'deny', reasons: ['eviction'] },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    await page.goto(`${base}/application-complete`);
    await expect(page).toHaveURL(new RegExp(`${base}/application-denied$`));
    await readsInSpanish(page, 'Solicitud denegada');
    // The page as a screen reader reads it: its heading, the sentence and the notice's link, all in Spanish.
    await expect(page.getByRole('main')).toMatchAriaSnapshot(`
      - heading "Solicitud denegada" [level=1]
      - paragraph: Lamentablemente, no pudimos aprobar su solicitud.
      - link /^Conocer el motivo/
    `);
    const opened = page.waitForEvent('popup');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Conocer el motivo/ }).click();
    await opened;
    expect((await download).suggestedFilename()).toBe(`adverse-action-notice-${id}.pdf`);
  });

  test('as a resident, reads My Leases and the transfer to another unit in Spanish', async ({ page }) => {
    const session = await registerThroughApi(page.request, 'maple-court', {
      firstName: 'Lucía',
      lastName: 'Ortiz',
    });
    const made = await page.request.post('/api/dev/resident-lease/', { headers: session.headers });
    expect(made.status(), await made.text()).toBe(201);
    const { unit_number: unitNumber } = (await made.json()) as { unit_number: string };

    await page.goto('/maple-court/my-leases?lang=es');
    await readsInSpanish(page);
    const card = page.getByRole('article', { name: `Unidad ${unitNumber}` });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `Trasladarse de la unidad ${unitNumber} a otra unidad` }).click();
    await expect(page).toHaveURL(/\/my-leases\/\d+\/transfer$/);
    await readsInSpanish(page);
  });
});
