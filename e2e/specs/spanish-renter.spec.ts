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
import { asStaff, DEMO_STAFF } from '../staff.js';

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

/**
 * A new resident of Maple Court in Spanish, on a lease of their own (the dev endpoint's unit, not a demo
 * lease other journeys use), on My Leases: the lease's card. `renewable`: inside its renewal window.
 */
async function residentOnMyLeases(page: Page, firstName: string, { renewable = false } = {}) {
  const session = await registerThroughApi(page.request, 'maple-court', { firstName, lastName: 'Ortiz' });
  const made = await page.request.post('/api/dev/resident-lease/', {
    headers: session.headers,
    data: { renewable },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { unit_number: unitNumber } = (await made.json()) as { unit_number: string };
  await page.goto('/maple-court/my-leases?lang=es');
  await readsInSpanish(page, 'Mis contratos');
  const card = page.getByRole('article', { name: `Unidad ${unitNumber}` });
  await expect(card).toBeVisible();
  return { card, unitNumber };
}

/** The signing ceremony, read and done in Spanish: consent, the document, the typed name and initials. */
async function signsInSpanish(ceremony: Page, name: string, initials: string) {
  await readsInSpanish(ceremony, 'Consentimiento para usar registros y firmas electrónicos');
  await ceremony.getByLabel('He leído la divulgación y acepto usar registros y firmas electrónicos').check();
  await ceremony.getByRole('button', { name: 'Continuar' }).click();
  await readsInSpanish(ceremony, /^Revise y firme: /);
  await ceremony.getByLabel('Escriba su nombre legal completo para firmar').fill(name);
  await ceremony.getByLabel('Iniciales').fill(initials);
  await ceremony.getByRole('button', { name: 'Finalizar' }).click();
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

    await asStaff(request, DEMO_STAFF.mapleCourtManager, `/api/staff/applications/${id}/decision/`, {
      decision: 'deny',
      reasons: ['eviction'],
    });

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
    const { card, unitNumber } = await residentOnMyLeases(page, 'Lucía');
    await card.getByRole('link', { name: `Trasladarse de la unidad ${unitNumber} a otra unidad` }).click();
    await expect(page).toHaveURL(/\/my-leases\/\d+\/transfer$/);
    await readsInSpanish(page);
  });

  test('as a resident, renews from My Leases, follows the renewal and signs its lease in Spanish', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { card, unitNumber } = await residentOnMyLeases(page, 'Andrés', { renewable: true });
    await expect(card.getByText(/^Las ofertas de renovación están disponibles desde el /)).toBeVisible();
    await card.getByRole('link', { name: 'Ver sus ofertas de renovación' }).click();

    await expect(page).toHaveURL(/\/maple-court\/lease\/\d+\/renewal\/lease-offers$/);
    await readsInSpanish(page, 'Renueve su contrato');
    const twelve = page.getByRole('article', { name: '12 meses' });
    await expect(twelve.getByText(/^\+\$[\d,.]+ al mes \(\+\d+%\) respecto a \$[\d,.]+$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('renewal-offers-es.png'), fullPage: true });
    await page.getByRole('button', { name: 'Renovar por 12 meses' }).click();

    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/application-approved$/);
    const renewalId = Number(/transaction\/(\d+)\//.exec(page.url())?.[1]);
    const approvedPath = new URL(page.url()).pathname;
    await readsInSpanish(page, '¡Nos alegra mucho que se quede con nosotros!');
    await expect(
      page.getByText(
        'En breve le enviaremos un correo electrónico con instrucciones para firmar su nuevo contrato.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Regresar', exact: true }).click();
    await expect(
      page.getByText('Ya eligió renovar por 12 meses. El equipo de arrendamiento se está encargando.'),
    ).toBeVisible();
    await readsInSpanish(page, 'Renueve su contrato');

    // The request's status, from My Leases: the lease's transactions.
    await page.goto('/maple-court/my-leases');
    await page.getByRole('link', { name: `Trámites del contrato de la unidad ${unitNumber}` }).click();
    await readsInSpanish(page, 'Trámites del contrato');
    await expect(page.getByRole('heading', { name: `Renovación n.º ${renewalId}` })).toBeVisible();

    // The leasing team approves the renewal and sends its lease, as the console does.
    const renewalFile = `/api/staff/applications/${renewalId}`;
    await asStaff(request, DEMO_STAFF.mapleCourtManager, `${renewalFile}/renewal-decision/`, {
      decision: 'approve',
    });
    await asStaff(request, DEMO_STAFF.mapleCourtManager, `${renewalFile}/lease/`);
    await page.goto(approvedPath);
    await expect(
      page.getByText('Solo le falta revisar los detalles de su pago y firmar el contrato.'),
    ).toBeVisible();
    await readsInSpanish(page, '¡Nos alegra mucho que se quede con nosotros!');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await readsInSpanish(page, 'Revise los cargos de su contrato');
    await page
      .getByLabel('Acepto las opciones de arrendamiento y los cargos mensuales que aparecen arriba.')
      .check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await readsInSpanish(page, 'Detalles del pago');
    await page.screenshot({ path: test.info().outputPath('renewal-payment-details-es.png'), fullPage: true });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ver y firmar el contrato' }).click();
    await signsInSpanish(await popup, 'Andrés Ortiz', 'AO');
    await readsInSpanish(page, '¡Gracias por firmar!');

    // The manager countersigns: My Leases shows the new lease, and the one it renews.
    await asStaff(request, DEMO_STAFF.mapleCourtManager, `${renewalFile}/countersign/`);
    await page.goto('/maple-court/my-leases');
    const leases = page.getByRole('article', { name: `Unidad ${unitNumber}` });
    await expect(leases).toHaveCount(2);
    await expect(leases.first().getByText('Vigente', { exact: true })).toBeVisible();
    await expect(leases.nth(1).getByText('Renovado', { exact: true })).toBeVisible();
    await readsInSpanish(page, 'Mis contratos');
  });

  test('as a resident, goes month-to-month in Spanish', async ({ page }) => {
    const { card } = await residentOnMyLeases(page, 'Marisol');
    await card.getByRole('link', { name: 'Pasar a mes a mes' }).click();
    await expect(page).toHaveURL(/\/maple-court\/lease\/\d+\/renewal\/month-to-month$/);
    await readsInSpanish(page, 'Pase a mes a mes');
    await page.getByRole('link', { name: 'Revisar los detalles del pago' }).click();
    await expect(page).toHaveURL(/\/renewal\/month-to-month\/payment-details$/);
    await readsInSpanish(page, 'Detalles del pago');
    await expect(page.getByRole('row', { name: /^Total por mes \$[\d,.]+$/ })).toBeVisible();
    await expect(
      page.getByText(/^La renta pasa de \$[\d,.]+ a \$[\d,.]+: la renta de 12 meses/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar mes a mes' }).click();
    await expect(page).toHaveURL(/\/renewal\/month-to-month\/confirmed$/);
    await readsInSpanish(page, '¡Su contrato ahora es mes a mes!');
    await page.getByRole('link', { name: 'Regresar a Mis contratos' }).click();
    await expect(card.getByText('Mes a mes', { exact: true })).toBeVisible();
    await readsInSpanish(page, 'Mis contratos');
  });

  test('as a resident, gives notice to vacate, gets its copy and signs it in Spanish', async ({ page }) => {
    test.setTimeout(120_000);
    const { card } = await residentOnMyLeases(page, 'Tomás');
    await card.getByRole('link', { name: 'Entregar un aviso de desocupación' }).click();
    await expect(page).toHaveURL(/\/maple-court\/lease\/\d+\/vacate\/details$/);
    await readsInSpanish(page, 'Aviso de desocupación');
    await expect(page.getByText(/^Esta comunidad pide 60 días de aviso/)).toBeVisible();
    // Without a date or a reason, each field says what it needs, in Spanish.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Ingrese su fecha de mudanza de salida')).toBeVisible();
    await readsInSpanish(page, 'Aviso de desocupación');
    const date = page.getByLabel('Fecha de mudanza de salida');
    await date.fill((await date.getAttribute('min')) ?? '');
    // The portal's default reasons, in Spanish; a community's own would show as it wrote them.
    await page.getByRole('checkbox', { name: 'Cambio de ciudad por trabajo' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/vacate\/new-address$/);
    await readsInSpanish(page, 'Dirección de reenvío');
    await expect(page.getByText('Cambio de ciudad por trabajo', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Escribirla manualmente' }).check();
    await page.getByLabel('Calle', { exact: true }).fill('500 Congress Ave');
    await page.getByLabel('Ciudad', { exact: true }).fill('Austin');
    await page.getByLabel('Estado', { exact: true }).selectOption('TX');
    await page.getByLabel('Código postal').fill('78701');
    await readsInSpanish(page, 'Dirección de reenvío');
    await page.getByRole('button', { name: 'Enviar aviso' }).click();

    await expect(page).toHaveURL(/\/maple-court\/transaction\/\d+\/application-approved$/);
    await readsInSpanish(page, '¡Lamentamos que se vaya!');
    await expect(page.getByText('Solo le falta firmar el aviso de desocupación.')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByText(/^Para obtener un resumen de sus costos de mudanza de salida, llámenos al /),
    ).toBeVisible();
    await readsInSpanish(page, 'Detalles del pago');

    // The notice's PDF, offered beside the button that signs it.
    await page.getByRole('button', { name: 'Obtener copia del aviso de desocupación' }).click();
    await expect(
      page.getByRole('link', { name: 'Descargar copia del aviso de desocupación' }),
    ).toHaveAttribute('href', /.+/);
    await readsInSpanish(page, 'Detalles del pago');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ver y firmar el aviso de desocupación' }).click();
    await signsInSpanish(await popup, 'Tomás Ortiz', 'TO');

    await expect(
      page.getByText('En breve le enviaremos un correo electrónico sobre su aviso de desocupación.'),
    ).toBeVisible();
    await readsInSpanish(page, '¡Lamentamos que se vaya!');
    await page.goto('/maple-court/my-leases');
    await expect(card.getByText('Aviso de desocupación entregado', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Usted entregó un aviso para mudarse el /)).toBeVisible();
    await readsInSpanish(page, 'Mis contratos');
  });
});
