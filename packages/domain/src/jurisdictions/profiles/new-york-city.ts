import type { JurisdictionProfile } from '../jurisdiction-profile.js';

/** New York City: the state's rules, and the Fair Chance for Housing Act of the City's Human Rights Law. */
export const newYorkCityProfile: JurisdictionProfile = {
  id: 'new-york-city',
  name: 'New York City',
  parent: 'new-york-state',
  state: 'NY',
  area: {
    cityNames: [
      'New York',
      'New York City',
      'Manhattan',
      'Brooklyn',
      'Bronx',
      'The Bronx',
      'Queens',
      'Staten Island',
    ],
    counties: ['New York', 'Kings', 'Bronx', 'Queens', 'Richmond'],
    // The city's ZIP codes: Manhattan 100–102, Staten Island 103, the Bronx 104, Queens 110 04–05, 111, 113,
    // 114 and 116, Brooklyn 112. Queens addresses often name a neighbourhood (Flushing, Astoria) as their city.
    zipRanges: [
      [10000, 10499],
      [11004, 11005],
      [11100, 11499],
      [11690, 11697],
    ],
  },
  rules: {
    fairChance: {
      citation: {
        cite: 'N.Y.C. Admin. Code §§ 8-102, 8-107(5) and 8-107.1, as amended by Local Law 24 of 2024 (Fair Chance for Housing Act)',
        source:
          'https://www.mondaq.com/unitedstates/landlord-tenant-leases/1573588/the-new-york-city-fair-chance-housing-law-advancing-inclusivity-and-equity-by-addressing-criminal-history-discrimination',
        readOn: '2026-11-28',
        note: "The law is Local Law 24 of 2024 (passed by the Council in December 2023), in force from 2025-01-01. The ordinance's own text was not in the search corpus: the windows and the five business days were read in law-firm summaries that agree with each other; the Admin. Code section numbers are not confirmed.",
      },
      summary:
        "No criminal background check or question before a conditional offer; then only convictions requiring sex-offender registration, felonies within 5 years and misdemeanours within 3 years of release or sentencing may be looked at, after the applicant gets the City's Fair Chance notice. To withdraw the offer, the provider gives every record reviewed, allows 5 business days to answer, makes an individual assessment and explains the decision in writing.",
      conditionalOfferFirst: true,
      felonyLookbackYears: 5,
      misdemeanorLookbackYears: 3,
      lookbackFrom: 'release from incarceration, or sentencing when there was none',
      sexOffenseRegistryAlwaysReviewable: true,
      responseBusinessDays: 5,
      since: '2025-01-01',
    },
  },
  notModelled: [
    {
      place: 'New York City',
      law: 'FARE Act: broker fees paid by whoever hired the broker',
      cite: 'Local Law 119 of 2024',
    },
  ],
};
