import type { JurisdictionProfile } from '../jurisdiction-profile.js';

const READ_ON = '2026-11-28';
const RCW_59_18_257 = 'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.257';

/** Washington: RCW 59.18.257, the screening notice of the Residential Landlord-Tenant Act. */
export const washingtonProfile: JurisdictionProfile = {
  id: 'washington',
  name: 'Washington',
  parent: 'federal',
  state: 'WA',
  area: null,
  rules: {
    screeningFee: {
      kind: 'cost_only',
      citation: {
        cite: 'RCW 59.18.257(1)(b)',
        source: RCW_59_18_257,
        readOn: READ_ON,
        note: "Read in quotations of the section by landlord guides; the section's own page was not in the search corpus.",
      },
      summary:
        "A screening fee may be charged only after the screening notice was given, and only the cost of the screening report (or the landlord's own actual costs, no more than a screening service's customary charge in the area).",
    },
    preApplicationNotice: {
      citation: {
        cite: 'RCW 59.18.257(1)(a)',
        source: RCW_59_18_257,
        readOn: READ_ON,
        note: "Read in quotations of the section by landlord guides; the section's own page was not in the search corpus.",
      },
      summary:
        'Before obtaining any information about an applicant, the landlord tells them in writing (or by posting) what information will be looked at, what may lead to a denial, the consumer reporting agency used with the right to a free copy and to dispute it, and whether a comprehensive reusable screening report is accepted.',
      contents: [
        'types of information accessed',
        'criteria that may lead to denial',
        'consumer reporting agency, free copy and dispute rights',
        'whether comprehensive reusable screening reports are accepted',
      ],
    },
    portableReport: {
      citation: {
        cite: 'RCW 59.18.257(1)(c)',
        source: RCW_59_18_257,
        readOn: READ_ON,
        note: 'The subsection letter is not confirmed against the text.',
      },
      summary:
        'A landlord may accept a comprehensive reusable tenant screening report and says on its website and in the screening notice whether it does; one who accepts it charges no screening fee for it.',
      acceptance: 'optional',
      maxAgeDays: 30,
    },
    adverseAction: {
      citation: {
        cite: 'RCW 59.18.257(1)(c)',
        source: RCW_59_18_257,
        readOn: READ_ON,
        note: "The adverse action notice's subsection letter is not confirmed against the text.",
      },
      summary:
        'A denial or other adverse action is written, states its reasons, and follows the form the statute gives.',
      contents: ['reasons', "the statute's form"],
    },
  },
  notModelled: [
    {
      place: 'Seattle',
      law: 'Fair Chance Housing Ordinance; first-in-time; deposit and move-in fee limits',
      cite: 'Seattle Mun. Code ch. 14.09, § 14.08.050, ch. 7.24',
    },
  ],
};
