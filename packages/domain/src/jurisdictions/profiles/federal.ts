import type { JurisdictionProfile } from '../jurisdiction-profile.js';

/** The base every profile adds to: federal law holds everywhere, and sets no fee cap or deposit limit. */
export const federalProfile: JurisdictionProfile = {
  id: 'federal',
  name: 'Federal law',
  parent: null,
  state: null,
  area: null,
  rules: {
    adverseAction: {
      citation: {
        cite: '15 U.S.C. § 1681m(a) (Fair Credit Reporting Act § 615(a))',
        source: 'https://www.law.cornell.edu/uscode/text/15/1681m',
        readOn: '2026-11-28',
        note: 'Not found in the search corpus this session; summarised from the statute as the portal already applies it (the adverse action notice).',
      },
      summary:
        'When a consumer report leads to a denial or to worse terms, the applicant gets a notice naming the agency that made the report, saying the agency did not decide, and telling them of their right to a free copy within 60 days and to dispute it.',
      contents: [
        'consumer reporting agency',
        'agency did not decide',
        'free copy within 60 days',
        'right to dispute',
      ],
    },
  },
};
