import type { JurisdictionProfile } from '../jurisdiction-profile.js';

const READ_ON = '2026-11-28';
const LATER_READ_ON = '2026-11-29';
const CIVIL_CODE_1950_6 = 'https://berkeley.municipal.codes/CA/CIV/1950.6';

/** California: Civil Code §§ 1950.1, 1950.5 and 1950.6. */
export const californiaProfile: JurisdictionProfile = {
  id: 'california',
  name: 'California',
  parent: 'federal',
  state: 'CA',
  area: null,
  rules: {
    screeningFee: {
      kind: 'yearly_cap',
      citation: {
        cite: 'Cal. Civ. Code § 1950.6(b)',
        source: CIVIL_CODE_1950_6,
        readOn: READ_ON,
        note: 'The statute sets $30 per applicant (1997) and lets it rise each year with the Consumer Price Index; it names no agency that publishes the figure. Years without a figure read from a published source are left out, and the latest earlier figure (a lower one) is used for them.',
      },
      summary:
        "The screening fee covers the landlord's actual cost of screening the applicant and never more than the year's cap per applicant; the applicant gets an itemised receipt and a copy of any credit report.",
      capsByYear: {
        2018: {
          capCents: 4912,
          source:
            'https://www.kts-law.com/application-screening-fees-for-california-residential-landlords-2/',
        },
        2019: {
          capCents: 5094,
          source: 'https://blog.insightapplicant.com/2019/02/28/california-applicant-screening-fee-update/',
        },
        2020: { capCents: 5246, source: 'https://support.rentspree.com/maximum-screening-fee-in-california' },
        2024: {
          capCents: 6202,
          source: 'https://caanet.org/bill-would-transform-tenant-security-deposits-screening-fees-laws',
        },
        2026: {
          capCents: 6586,
          source:
            'https://recovery-realty.com/2026-application-screening-fees-for-california-residential-landlords/',
        },
      },
      nextFigure:
        "No state agency publishes it: landlord associations (the California Apartment Association, caanet.org) publish each year's figure around January, computed from the Consumer Price Index of the U.S. Bureau of Labor Statistics (bls.gov/cpi). Add it to capsByYear with its source.",
    },
    depositLimit: {
      citation: {
        cite: 'Cal. Civ. Code § 1950.5(c), as amended by AB 12 (Stats. 2023)',
        source:
          'https://www.attorneydavid.com/blog/ab-12-new-residential-security-deposit-rules-coming-to-california-in-2024/',
        readOn: READ_ON,
        note: 'Read in the subsections quoted by secondary sources (the statute text itself was not in the search corpus). Furnished or not makes no difference since 2024-07-01. A service member keeps the one-month limit even with a small landlord.',
      },
      summary:
        "All security together, however it is named (deposits, pet deposits, last month's rent paid ahead), is at most one month's rent, on top of the first month's rent.",
      months: 1,
      since: '2024-07-01',
      smallLandlord: {
        months: 2,
        who: 'a natural person, or an LLC or family trust of natural persons, owning no more than two residential rental properties with no more than four units in all',
      },
    },
    preApplicationNotice: {
      citation: {
        cite: 'Cal. Civ. Code § 1950.6(c), as amended by AB 2493 (Stats. 2024, ch. 966)',
        source: 'https://legiscan.com/CA/text/AB2493/2023',
        readOn: READ_ON,
        note: "Read in the bill's digest. The refund schedule of subdivision (c)(2)(B) is its own rule, screeningFeeRefund.",
      },
      summary:
        "A screening fee may be charged only while a unit is or will soon be available, and only if the landlord either screens applications in the order received (giving the written screening criteria with the application) or refunds the fee to applicants not chosen, on the statute's schedule.",
      contents: [
        'written screening criteria',
        'order of screening or refund',
        'no fee without an available unit',
      ],
    },
    screeningFeeRefund: {
      citation: {
        cite: 'Cal. Civ. Code § 1950.6(c)(2)(B), as amended by AB 2493 (Stats. 2024, ch. 966)',
        source: 'https://journal.firsttuesday.us/?p=96217',
        readOn: LATER_READ_ON,
        note: "Read in summaries of the amended section (first tuesday Journal, which cites the subdivision; Bay Area Real Estate Insider; Tiner Property Management), which agree on the schedule: the earlier of seven days after selecting an applicant or 30 days after the application. The section's own text (lexace.ai, berkeley.municipal.codes) was found only up to subdivision (c)(2)(A), so the subparagraph letter is not confirmed.",
      },
      summary:
        'A landlord who does not screen applications one at a time in the order received refunds the whole screening fee to every applicant not selected, within seven days of selecting another applicant, and never later than 30 days after receiving the application.',
      daysAfterSelection: 7,
      daysAfterApplication: 30,
    },
    screeningFeeReceipt: {
      citation: {
        cite: 'Cal. Civ. Code § 1950.6(d)',
        source:
          'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1950.6',
        readOn: LATER_READ_ON,
        note: 'Not read on this page itself: read in a public research file quoting subdivision (d) from it, as the section stands after AB 2493 ("The landlord or their agent shall provide, personally, or by mail, the applicant with a receipt for the fee paid by the applicant, which receipt shall itemize the out-of-pocket expenses and time spent by the landlord or their agent to obtain and process the information about the applicant."), and in summaries that agree (Nolo, "Landlords must provide an itemized receipt"); the section\'s own text was found only up to (c)(2)(A). Subdivision (f), a copy of the consumer credit report, is not this rule: AB 2493\'s digest says it is now sent within seven days of the landlord receiving it, no longer only on request.',
      },
      summary:
        "The applicant gets a receipt for the screening fee that itemizes the landlord's out-of-pocket costs (such as the screening agency's charge) and the value of the time spent to obtain and process the applicant's information.",
      itemizes: ['out-of-pocket expenses', 'time spent'],
    },
    portableReport: {
      citation: {
        cite: 'Cal. Civ. Code § 1950.1',
        source: 'https://legiscan.com/CA/text/AB2785/2023',
        readOn: READ_ON,
        note: 'Read in the digest of AB 2785 (2024), which describes the law in force; AB 2785 itself, which would have made acceptance mandatory, was moved to the inactive file and is not law.',
      },
      summary:
        "A landlord may choose to accept a reusable tenant screening report made in the last 30 days at the applicant's expense; one who accepts it charges no screening fee and no fee to read it.",
      acceptance: 'optional',
      maxAgeDays: 30,
    },
  },
  notModelled: [
    {
      place: 'Oakland',
      law: 'Fair Chance Access to Housing Ordinance; rent adjustment and just-cause ordinances',
      cite: 'Oakland Mun. Code ch. 8.25 (fair chance), ch. 8.22 (rent, just cause)',
    },
  ],
};
