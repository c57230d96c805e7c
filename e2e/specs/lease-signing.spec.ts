import type { Page } from '@playwright/test';
import {
  applicantAt,
  finishStepsThroughApi,
  roommateJoinsThroughApi,
  screenThroughApi,
  sendPhotoIdThroughApi,
  submittedApplicant,
  uniqueEmail,
} from '../api-setup.js';
import { expect, expectNoAxeViolations, test } from '../fixtures.js';
import { signInCeremony } from '../signing.js';
import { asStaff, DEMO_STAFF, staffSignsIn } from '../staff.js';

/** A staff act from the application file: its button, its confirming dialog, then the announced outcome. */
async function actInConsole(
  staffPage: Page,
  act: { open: string; dialog: string; confirm: string; announced: string },
) {
  await staffPage.getByRole('button', { name: act.open }).click();
  await staffPage
    .getByRole('dialog', { name: act.dialog })
    .getByRole('button', { name: act.confirm })
    .click();
  await expect(staffPage.getByRole('status').filter({ hasText: act.announced })).toBeVisible();
}

const SEND_LEASE = {
  open: 'Send lease…',
  dialog: 'Send the lease for signing',
  confirm: 'Send lease',
  announced: 'sent for signing',
};

/** A guest signer's frame (decision 0029): the page alone, with no menu, drawer or way elsewhere. */
async function expectGuestFrame(guest: Page) {
  await expect(guest.getByRole('button', { name: /profile menu/ })).toHaveCount(0);
  await expect(guest.getByRole('complementary')).toHaveCount(0);
  await expect(guest.getByRole('link', { name: 'Go to My Activity' })).toHaveCount(0);
  await expect(guest.getByRole('link', { name: 'Go Back' })).toHaveCount(0);
}

/** From the approved page to the signature, in the hosted window the community's provider opens. */
async function signsLeaseHosted(page: Page, base: string, name: string) {
  await page.goto(base);
  await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
  await expect(
    page.getByText("All that's left to do is review your payment details and sign the lease."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Maple Court agrees on the rental options and charges before the payment details.
  await expect(page.getByRole('heading', { level: 1, name: 'Review Your Lease Charges' })).toBeVisible();
  await page.getByLabel('I agree to the rental options and monthly charges above.').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await expectNoAxeViolations(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View & Sign Lease' }).click();
  const ceremony = await popup;
  await signInCeremony(ceremony, name);
  await expect(page).toHaveURL(new RegExp(`${base}/lease-signed$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Signing!' })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('signing the lease', () => {
  test('approve → send → the household signs in the hosted window, a guarantor as a guest, the manager countersigns, everyone gets the sealed lease', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const owner = await applicantAt(page, 'maple-court', '204', 'fees-deposits');
    const roommate = await roommateJoinsThroughApi(browser, page.request, owner.session, owner.id);
    await finishStepsThroughApi(roommate.page.request, roommate.session, owner.id, 'fees-deposits', {
      setsLeaseTerms: false,
    });
    for (const [who, session] of [
      [page, owner.session],
      [roommate.page, roommate.session],
    ] as const) {
      await screenThroughApi(who.request, session, owner.id);
      await sendPhotoIdThroughApi(who.request, session, owner.id);
    }
    await asStaff(request, DEMO_STAFF.mapleCourtManager, `/api/staff/applications/${owner.id}/decision/`, {
      decision: 'approve',
      override_reason: 'Income confirmed with the employer by phone.',
    });

    const manager = await staffSignsIn(browser, DEMO_STAFF.mapleCourtManager);
    await manager.page.goto(`/maple-court/staff/applications/${owner.id}`);
    await actInConsole(manager.page, SEND_LEASE);
    await expectNoAxeViolations(manager.page);

    await signsLeaseHosted(page, owner.base, 'Robin Okafor');
    await signsLeaseHosted(roommate.page, owner.base, 'Sam Rivera');

    const guestEmail = uniqueEmail('guarantor');
    await manager.page.getByRole('button', { name: 'Add guest signer…' }).click();
    const guestDialog = manager.page.getByRole('dialog', { name: 'Add a guest signer' });
    await guestDialog.getByLabel('Full name').fill('Lee Park');
    await guestDialog.getByLabel('E-mail').fill(guestEmail);
    await guestDialog
      .getByLabel('Document to sign')
      .selectOption({ label: 'A new guarantor agreement, for this person as guarantor' });
    await guestDialog.getByRole('button', { name: 'Add signer' }).click();
    await expect(
      manager.page.getByRole('status').filter({ hasText: 'Lee Park has been e-mailed a link to sign.' }),
    ).toBeVisible();

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto('/maple-court/dev/mailbox');
    await guest
      .getByRole('article')
      .filter({ hasText: guestEmail })
      .getByRole('link', { name: /\/maple-court\/sign-request\// })
      .click();
    // The link goes straight to the guest's document; signing brings them to the household's lease-signed
    // page, which is all a guest sees: no profile menu, no drawer, no My Activity, no Go Back.
    await signInCeremony(guest, 'Lee Park');
    await expect(guest).toHaveURL(new RegExp(`${owner.base}/lease-signed$`));
    await expect(guest.getByRole('heading', { level: 1, name: 'Thank You for Signing!' })).toBeVisible();
    await expectGuestFrame(guest);
    await expectNoAxeViolations(guest);
    await guest.goto('/maple-court/my-leases');
    await expect(guest).toHaveURL(new RegExp(`${owner.base}/lease-signed$`));

    await page.goto(owner.base);
    await expect(page).toHaveURL(new RegExp(`${owner.base}/pending-confirmation$`));
    await expectNoAxeViolations(page);

    await manager.page.reload();
    await actInConsole(manager.page, {
      open: 'Countersign lease…',
      dialog: 'Countersign the lease',
      confirm: 'Countersign lease',
      announced: 'The lease is executed.',
    });
    await expectNoAxeViolations(manager.page);
    await manager.close();

    await page.goto(owner.base);
    await expect(page).toHaveURL(new RegExp(`${owner.base}/lease-executed$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Lease Has Been Executed!' }),
    ).toBeVisible();
    const copy = page.getByRole('link', { name: 'Download Lease Copy' });
    await expect(copy).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    const opened = page.waitForEvent('popup');
    const download = page.waitForEvent('download');
    await copy.click();
    await opened;
    const sealedPath = await (await download).path();

    await roommate.page.goto(owner.base);
    await expect(roommate.page).toHaveURL(new RegExp(`${owner.base}/lease-executed$`));
    await roommate.close();
    await guest.reload();
    await expect(guest).toHaveURL(new RegExp(`${owner.base}/lease-executed$`));
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Your Lease Has Been Executed!' }),
    ).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Download Lease Copy' })).toBeVisible({ timeout: 30_000 });
    await expectGuestFrame(guest);
    await expectNoAxeViolations(guest);
    await guestContext.close();

    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeVisible();
    await page.getByLabel('Signed document (PDF)').setInputFiles(sealedPath);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('This document was sealed by the portal and has not been changed since.'),
    ).toBeVisible();
    await expect(page.getByText('Priya Shah')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a Spanish-speaking applicant reviews, reads the disclosure and signs in Spanish (issue 38)', async ({
    page,
    request,
  }) => {
    // A unit of this test's own: approving an application takes its unit off the market for the other journeys.
    await asStaff(request, DEMO_STAFF.mapleCourtManager, '/api/admin/communities/maple-court/units/', {
      unit_number: 'ES-102',
      layout: '1 Bedroom',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 710,
      base_rent_cents: 149_500,
      available_from: '2026-11-01',
      available: true,
    });
    const { base, id, session } = await submittedApplicant(page, 'maple-court', 'ES-102');
    // Their account speaks Spanish, as the profile's language switch leaves it.
    const spanish = await page.request.put('/api/profile/', {
      headers: session.headers,
      data: { language: 'es' },
    });
    expect(spanish.status(), await spanish.text()).toBe(200);
    await asStaff(request, DEMO_STAFF.mapleCourtManager, `/api/staff/applications/${id}/decision/`, {
      decision: 'approve',
      override_reason: 'Income confirmed with the employer by phone.',
    });
    await asStaff(request, DEMO_STAFF.mapleCourtManager, `/api/staff/applications/${id}/lease/`);

    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
    await expect(
      page.getByText('Solo le falta revisar los detalles de su pago y firmar el contrato.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Revise los cargos de su contrato' }),
    ).toBeVisible();
    await page
      .getByLabel('Acepto las opciones de arrendamiento y los cargos mensuales que aparecen arriba.')
      .check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Detalles del pago' })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ver y firmar el contrato' }).click();
    const ceremony = await popup;

    await expect(ceremony.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      ceremony.getByRole('heading', {
        level: 1,
        name: 'Consentimiento para usar registros y firmas electrónicos',
      }),
    ).toBeVisible();
    await expect(
      ceremony.getByRole('heading', { level: 3, name: 'Divulgación sobre registros y firmas electrónicos' }),
    ).toBeVisible();
    await expectNoAxeViolations(ceremony);
    await ceremony.screenshot({ path: test.info().outputPath('ceremony-consent-es.png'), fullPage: true });
    await ceremony
      .getByLabel('He leído la divulgación y acepto usar registros y firmas electrónicos')
      .check();
    await ceremony.getByRole('button', { name: 'Continuar' }).click();
    await expect(ceremony.getByRole('heading', { level: 1, name: /^Revise y firme: / })).toBeVisible();
    // The English original comes with its Spanish translation, and the ceremony says which one governs.
    await expect(
      ceremony.getByText(
        'Después del original en inglés encontrará su traducción al español. Usted firma el original en inglés, que es el que rige.',
      ),
    ).toBeVisible();
    await expect(ceremony.getByRole('heading', { level: 3, name: 'Traducción al español' })).toBeVisible();
    await expect(ceremony.getByText('El original en inglés es el que rige.')).toBeVisible();
    await expect(
      ceremony.getByRole('heading', { level: 4, name: 'Contrato de arrendamiento residencial' }),
    ).toBeVisible();
    await ceremony.getByLabel('Escriba su nombre legal completo para firmar').fill('Robin Okafor');
    await ceremony.getByLabel('Iniciales').fill('RO');
    await expect(ceremony.getByText('Fecha de la firma')).toBeVisible();
    await expectNoAxeViolations(ceremony);
    await ceremony.getByRole('button', { name: 'Finalizar' }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/lease-signed$`));
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por firmar!' })).toBeVisible();
  });

  test('a voided lease is withdrawn and sent again, then signed in the embedded modal with the keyboard alone (Cedar Point, provider type 30)', async ({
    page,
    browser,
    request,
  }) => {
    const { base, id } = await submittedApplicant(page, 'cedar-point', 'C1');
    await asStaff(request, DEMO_STAFF.cedarPointManager, `/api/staff/applications/${id}/decision/`, {
      decision: 'approve',
      override_reason: 'Income confirmed with the employer by phone.',
    });
    await asStaff(request, DEMO_STAFF.cedarPointManager, `/api/staff/applications/${id}/lease/`);

    const manager = await staffSignsIn(browser, DEMO_STAFF.cedarPointManager);
    await manager.page.goto(`/cedar-point/staff/applications/${id}`);
    await actInConsole(manager.page, {
      open: 'Void Lease Agreement…',
      dialog: 'Void Lease Agreement?',
      confirm: 'Void document',
      announced: 'Lease Agreement has been voided.',
    });
    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/lease-voided$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Lease Is Being Updated' })).toBeVisible();
    await expectNoAxeViolations(page);
    await actInConsole(manager.page, SEND_LEASE);
    await manager.close();

    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/application-approved$`));
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
    await page.getByRole('button', { name: 'View & Sign Lease' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Sign your document' });
    await expect(modal).toBeVisible();
    const frame = page.frameLocator('iframe[title="E-signature"]');
    const agree = frame.getByLabel(
      'I have read the disclosure and agree to use electronic records and signatures',
    );
    await agree.focus();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await frame.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const name = frame.getByLabel('Type your full legal name to sign');
    await name.focus();
    await page.keyboard.type('Robin Okafor');
    await frame.getByLabel('Initials').focus();
    await page.keyboard.type('RO');
    await frame.getByRole('button', { name: 'Finish' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}/lease-signed$`));
    await expect(modal).toBeHidden();

    await asStaff(request, DEMO_STAFF.cedarPointManager, `/api/staff/applications/${id}/countersign/`);
    await page.goto(base);
    await expect(page).toHaveURL(new RegExp(`${base}/lease-executed$`));
    await expect(page.getByRole('link', { name: 'Download Lease Copy' })).toBeVisible({ timeout: 30_000 });
  });
});
