import type { JurisdictionProfile } from '../jurisdiction-profile.js';

const READ_ON = '2026-11-28';
const RPL_238_A = 'https://www.nysenate.gov/legislation/laws/RPP/238-A';

/** New York State: Real Property Law § 238-a and General Obligations Law § 7-108 (HSTPA 2019). */
export const newYorkStateProfile: JurisdictionProfile = {
  id: 'new-york-state',
  name: 'New York',
  parent: 'federal',
  state: 'NY',
  area: null,
  rules: {
    screeningFee: {
      kind: 'fixed_cap',
      citation: { cite: 'N.Y. Real Prop. Law § 238-a(1)(b)', source: RPL_238_A, readOn: READ_ON },
      summary:
        'Background and credit checks may be charged for at their actual cost or $20, whichever is less, all checks together; the applicant gets a copy of the check and the receipt or invoice for it, and pays nothing when they give a background or credit check of the last 30 days.',
      capCents: 2000,
    },
    portableReport: {
      citation: { cite: 'N.Y. Real Prop. Law § 238-a(1)(b)', source: RPL_238_A, readOn: READ_ON },
      summary:
        'The fee is waived when the applicant gives a copy of a background or credit check made in the last 30 days.',
      acceptance: 'fee_waiver',
      maxAgeDays: 30,
    },
    otherFees: {
      citation: { cite: 'N.Y. Real Prop. Law § 238-a(1)(a)', source: RPL_238_A, readOn: READ_ON },
      summary:
        'No fee for processing, reviewing or accepting an application, nor any other fee before or at the start of the tenancy, except the background and credit check fee (and the deposit within its limit).',
      onlyScreeningFeeUpFront: true,
    },
    depositLimit: {
      citation: {
        cite: 'N.Y. Gen. Oblig. Law § 7-108(1-a)(a)',
        source: 'https://law.justia.com/codes/new-york/gob/article-7/title-1/7-108/',
        readOn: READ_ON,
        note: 'Rent-stabilised homes follow § 7-107(2), which sets the same one-month limit.',
      },
      summary: "A deposit or advance, all of them together, is at most one month's rent.",
      months: 1,
      since: '2019-07-14',
    },
  },
};
