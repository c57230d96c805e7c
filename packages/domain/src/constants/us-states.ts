/**
 * Inclusive 5-digit ZIP code range, as numbers: leading zeros drop, so 00601 is written 601.
 * Ranges follow the USPS three-digit prefix (sectional center) assignments. Unused prefixes
 * between two of a state's own prefixes stay in its range; military (AA/AE/AP) prefixes and
 * unassigned prefixes between states belong to no one. A few single ZIP codes sit inside
 * another state's prefix, and they are carved out so every ZIP maps to at most one state.
 */
export type ZipRange = readonly [first: number, last: number];

export type JurisdictionKind = 'state' | 'district' | 'territory';

interface UsStateEntry {
  readonly name: string;
  readonly abbreviation: string;
  readonly kind: JurisdictionKind;
  readonly zipRanges: readonly ZipRange[];
}

const entries = [
  { name: 'Alabama', abbreviation: 'AL', kind: 'state', zipRanges: [[35000, 36999]] },
  { name: 'Alaska', abbreviation: 'AK', kind: 'state', zipRanges: [[99500, 99999]] },
  { name: 'Arizona', abbreviation: 'AZ', kind: 'state', zipRanges: [[85000, 86599]] },
  { name: 'Arkansas', abbreviation: 'AR', kind: 'state', zipRanges: [[71600, 72999]] },
  { name: 'California', abbreviation: 'CA', kind: 'state', zipRanges: [[90000, 96199]] },
  { name: 'Colorado', abbreviation: 'CO', kind: 'state', zipRanges: [[80000, 81699]] },
  {
    name: 'Connecticut',
    abbreviation: 'CT',
    kind: 'state',
    // 06390 is Fishers Island, New York.
    zipRanges: [
      [6000, 6389],
      [6391, 6999],
    ],
  },
  { name: 'Delaware', abbreviation: 'DE', kind: 'state', zipRanges: [[19700, 19999]] },
  {
    name: 'District of Columbia',
    abbreviation: 'DC',
    kind: 'district',
    // 569 serves federal agencies' parcel returns.
    zipRanges: [
      [20000, 20099],
      [20200, 20599],
      [56900, 56999],
    ],
  },
  {
    name: 'Florida',
    abbreviation: 'FL',
    kind: 'state',
    // 340 is the military AA prefix.
    zipRanges: [
      [32000, 33999],
      [34100, 34999],
    ],
  },
  {
    name: 'Georgia',
    abbreviation: 'GA',
    kind: 'state',
    zipRanges: [
      [30000, 31999],
      [39800, 39999],
    ],
  },
  {
    name: 'Hawaii',
    abbreviation: 'HI',
    kind: 'state',
    // 96799 is American Samoa.
    zipRanges: [
      [96700, 96798],
      [96800, 96899],
    ],
  },
  {
    name: 'Idaho',
    abbreviation: 'ID',
    kind: 'state',
    // 83414 is Alta, Wyoming.
    zipRanges: [
      [83200, 83413],
      [83415, 83899],
    ],
  },
  { name: 'Illinois', abbreviation: 'IL', kind: 'state', zipRanges: [[60000, 62999]] },
  { name: 'Indiana', abbreviation: 'IN', kind: 'state', zipRanges: [[46000, 47999]] },
  { name: 'Iowa', abbreviation: 'IA', kind: 'state', zipRanges: [[50000, 52899]] },
  { name: 'Kansas', abbreviation: 'KS', kind: 'state', zipRanges: [[66000, 67999]] },
  { name: 'Kentucky', abbreviation: 'KY', kind: 'state', zipRanges: [[40000, 42799]] },
  { name: 'Louisiana', abbreviation: 'LA', kind: 'state', zipRanges: [[70000, 71499]] },
  { name: 'Maine', abbreviation: 'ME', kind: 'state', zipRanges: [[3900, 4999]] },
  { name: 'Maryland', abbreviation: 'MD', kind: 'state', zipRanges: [[20600, 21999]] },
  {
    name: 'Massachusetts',
    abbreviation: 'MA',
    kind: 'state',
    // 055 is the Andover IRS center, inside Vermont's numbering.
    zipRanges: [
      [1000, 2799],
      [5500, 5599],
    ],
  },
  { name: 'Michigan', abbreviation: 'MI', kind: 'state', zipRanges: [[48000, 49999]] },
  { name: 'Minnesota', abbreviation: 'MN', kind: 'state', zipRanges: [[55000, 56799]] },
  { name: 'Mississippi', abbreviation: 'MS', kind: 'state', zipRanges: [[38600, 39799]] },
  { name: 'Missouri', abbreviation: 'MO', kind: 'state', zipRanges: [[63000, 65899]] },
  { name: 'Montana', abbreviation: 'MT', kind: 'state', zipRanges: [[59000, 59999]] },
  { name: 'Nebraska', abbreviation: 'NE', kind: 'state', zipRanges: [[68000, 69399]] },
  { name: 'Nevada', abbreviation: 'NV', kind: 'state', zipRanges: [[88900, 89899]] },
  { name: 'New Hampshire', abbreviation: 'NH', kind: 'state', zipRanges: [[3000, 3899]] },
  { name: 'New Jersey', abbreviation: 'NJ', kind: 'state', zipRanges: [[7000, 8999]] },
  { name: 'New Mexico', abbreviation: 'NM', kind: 'state', zipRanges: [[87000, 88499]] },
  {
    name: 'New York',
    abbreviation: 'NY',
    kind: 'state',
    // 005 is the Holtsville IRS center.
    zipRanges: [
      [500, 599],
      [6390, 6390],
      [10000, 14999],
    ],
  },
  { name: 'North Carolina', abbreviation: 'NC', kind: 'state', zipRanges: [[27000, 28999]] },
  { name: 'North Dakota', abbreviation: 'ND', kind: 'state', zipRanges: [[58000, 58899]] },
  { name: 'Ohio', abbreviation: 'OH', kind: 'state', zipRanges: [[43000, 45999]] },
  {
    name: 'Oklahoma',
    abbreviation: 'OK',
    kind: 'state',
    // 733 is the Austin, Texas IRS center.
    zipRanges: [
      [73000, 73199],
      [73400, 74999],
    ],
  },
  { name: 'Oregon', abbreviation: 'OR', kind: 'state', zipRanges: [[97000, 97999]] },
  { name: 'Pennsylvania', abbreviation: 'PA', kind: 'state', zipRanges: [[15000, 19699]] },
  { name: 'Rhode Island', abbreviation: 'RI', kind: 'state', zipRanges: [[2800, 2999]] },
  { name: 'South Carolina', abbreviation: 'SC', kind: 'state', zipRanges: [[29000, 29999]] },
  { name: 'South Dakota', abbreviation: 'SD', kind: 'state', zipRanges: [[57000, 57799]] },
  { name: 'Tennessee', abbreviation: 'TN', kind: 'state', zipRanges: [[37000, 38599]] },
  {
    name: 'Texas',
    abbreviation: 'TX',
    kind: 'state',
    // 885 is El Paso, inside the mountain states' numbering.
    zipRanges: [
      [73300, 73399],
      [75000, 79999],
      [88500, 88599],
    ],
  },
  { name: 'Utah', abbreviation: 'UT', kind: 'state', zipRanges: [[84000, 84799]] },
  {
    name: 'Vermont',
    abbreviation: 'VT',
    kind: 'state',
    zipRanges: [
      [5000, 5499],
      [5600, 5999],
    ],
  },
  {
    name: 'Virginia',
    abbreviation: 'VA',
    kind: 'state',
    // 201 is Dulles, inside Washington's numbering.
    zipRanges: [
      [20100, 20199],
      [22000, 24699],
    ],
  },
  { name: 'Washington', abbreviation: 'WA', kind: 'state', zipRanges: [[98000, 99499]] },
  { name: 'West Virginia', abbreviation: 'WV', kind: 'state', zipRanges: [[24700, 26899]] },
  { name: 'Wisconsin', abbreviation: 'WI', kind: 'state', zipRanges: [[53000, 54999]] },
  {
    name: 'Wyoming',
    abbreviation: 'WY',
    kind: 'state',
    zipRanges: [
      [82000, 83199],
      [83414, 83414],
    ],
  },
  { name: 'American Samoa', abbreviation: 'AS', kind: 'territory', zipRanges: [[96799, 96799]] },
  { name: 'Guam', abbreviation: 'GU', kind: 'territory', zipRanges: [[96910, 96932]] },
  { name: 'Northern Mariana Islands', abbreviation: 'MP', kind: 'territory', zipRanges: [[96950, 96952]] },
  {
    name: 'Puerto Rico',
    abbreviation: 'PR',
    kind: 'territory',
    zipRanges: [
      [600, 799],
      [900, 999],
    ],
  },
  { name: 'Virgin Islands', abbreviation: 'VI', kind: 'territory', zipRanges: [[800, 899]] },
] as const satisfies readonly UsStateEntry[];

export type UsStateAbbreviation = (typeof entries)[number]['abbreviation'];

export interface UsState extends UsStateEntry {
  readonly abbreviation: UsStateAbbreviation;
}

/** The 50 states and DC in alphabetical order, then the inhabited territories. */
export const usStates: readonly UsState[] = entries;

const ZIP_CODE = /^(\d{5})(?:-\d{4})?$/;

/** The state a 5-digit or ZIP+4 code is assigned to; undefined for malformed or unassigned codes. */
export function stateForZip(zip: string): UsState | undefined {
  const digits = ZIP_CODE.exec(zip)?.[1];
  if (digits === undefined) return undefined;
  const value = Number(digits);
  return usStates.find((state) => state.zipRanges.some(([first, last]) => value >= first && value <= last));
}

/** Case-insensitive, as people and address services both write lower-case abbreviations. */
export function findStateByAbbreviation(abbreviation: string): UsState | undefined {
  const wanted = abbreviation.toUpperCase();
  return usStates.find((state) => state.abbreviation === wanted);
}

/** Catches an address whose ZIP code and state disagree. */
export function zipBelongsToState(zip: string, abbreviation: string): boolean {
  const state = stateForZip(zip);
  return state !== undefined && state === findStateByAbbreviation(abbreviation);
}
