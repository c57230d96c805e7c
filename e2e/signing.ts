import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures.js';

/**
 * The ceremony, as a signer does it: consent, read (the document shows `reads`, when given), type the name
 * and initials, finish.
 */
export async function signInCeremony(ceremony: Page, name: string, { reads }: { reads?: RegExp } = {}) {
  await expect(
    ceremony.getByRole('heading', { name: 'Consent to electronic records and signatures' }),
  ).toBeVisible();
  await expectNoAxeViolations(ceremony);
  await ceremony
    .getByLabel('I have read the disclosure and agree to use electronic records and signatures')
    .check();
  await ceremony.getByRole('button', { name: 'Continue' }).click();
  await expect(ceremony.getByRole('heading', { name: /^Review and sign: / })).toBeVisible();
  await expect(ceremony.getByRole('link', { name: /Download PDF/ })).toBeVisible();
  if (reads) await expect(ceremony.getByText(reads)).toBeVisible();
  await expectNoAxeViolations(ceremony);
  await ceremony.getByLabel('Type your full legal name to sign').fill(name);
  const initials = ceremony.getByLabel('Initials');
  if (await initials.count())
    await initials.fill(
      name
        .split(' ')
        .map((part) => part[0])
        .join(''),
    );
  await ceremony.getByRole('button', { name: 'Finish' }).click();
}
