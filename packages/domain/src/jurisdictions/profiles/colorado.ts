import type { JurisdictionProfile } from '../jurisdiction-profile.js';

const READ_ON = '2026-11-28';

/** Colorado: C.R.S. §§ 38-12-902 to 38-12-904 (Rental Application Fairness Act, HB19-1106; HB23-1099). */
export const coloradoProfile: JurisdictionProfile = {
  id: 'colorado',
  name: 'Colorado',
  parent: 'federal',
  state: 'CO',
  area: null,
  rules: {
    screeningFee: {
      kind: 'cost_only',
      citation: {
        cite: 'C.R.S. § 38-12-903',
        source: 'https://lexace.ai/us/statute/colorado/38-12-903',
        readOn: READ_ON,
      },
      summary:
        "There is no dollar cap, but the whole fee must go to the landlord's cost of processing the application (actual or average), be the same for every applicant to any unit offered at the time, come with a receipt and a disclosure or itemisation of the costs, and any unused part be refunded. No fee when the applicant gives a portable screening report.",
    },
    portableReport: {
      citation: {
        cite: 'C.R.S. § 38-12-904(1.5); § 38-12-902(2.5); § 38-12-903(2)(b)',
        source: 'https://leg.colorado.gov/bills/hb23-1099',
        readOn: READ_ON,
        note: "Subsection (1.5) read in the bill summary and in quotations of it; § 38-12-902(2.5) and § 38-12-903(2)(b) read in the statute's text.",
      },
      summary:
        "The landlord must accept a portable tenant screening report made in the last 30 days at the applicant's request, and then charges no application fee and no fee to read it; the applicant is told so before any information that would cost a fee is collected. A landlord who takes only one application fee at a time per unit and refunds it in full within 20 calendar days of declining may skip this.",
      acceptance: 'required',
      maxAgeDays: 30,
    },
    lookback: {
      citation: {
        cite: 'C.R.S. § 38-12-904(1)',
        source:
          'https://getpocketlaw.com/law/state_colorado/section-38-12-904-consideration-of-rental-applications-limitations-denial-notice_a453c4217b08',
        readOn: READ_ON,
      },
      summary:
        'Rental and credit history older than seven years is not considered; arrests never are, nor convictions older than five years, except for methamphetamine manufacture or sale, offences requiring sex-offender registration, homicide and stalking.',
      rentalAndCreditHistoryYears: 7,
      convictionYears: 5,
      arrestsConsidered: false,
      exceptions: [
        'methamphetamine distribution, manufacture, dispensing or sale (C.R.S. § 18-18-405)',
        'possession of materials to make methamphetamine or amphetamine (C.R.S. § 18-18-412.5)',
        'an offence requiring registration as a sex offender (C.R.S. § 16-22-103)',
        'offences in part 1 (homicide) or part 6 (stalking) of C.R.S. title 18, article 3',
      ],
    },
    adverseAction: {
      citation: {
        cite: 'C.R.S. § 38-12-904(2)',
        source:
          'https://getpocketlaw.com/law/state_colorado/section-38-12-904-consideration-of-rental-applications-limitations-denial-notice_a453c4217b08',
        readOn: READ_ON,
      },
      summary:
        "A denial is written and states its reasons; where a proprietary screening system keeps the criteria from being cited, the screening company's report is given instead. Electronic unless the applicant asks for paper.",
      contents: ['reasons for the denial', 'screening report where criteria cannot be cited'],
    },
  },
};
