import type { Random } from './random.js';

// Common US given names and surnames: enough variety that a search by name finds a few hundred matches
// at scale 1, as it would in a real portfolio, not one or all of them.
const firstNames = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard ' +
  'Susan Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty ' +
  'Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua ' +
  'Michelle Kenneth Carol Kevin Amanda Brian Melissa Timothy Deborah Ronald Stephanie Jason Rebecca ' +
  'George Sharon Edward Laura Jeffrey Cynthia Ryan Dorothy Jacob Amy Nicholas Kathleen Gary Angela ' +
  'Eric Shirley Jonathan Emma Stephen Brenda Larry Pamela Justin Nicole Scott Anna Brandon Samantha ' +
  'Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Patrick Carolyn Frank Janet ' +
  'Raymond Maria Jack Olivia Dennis Heather Jerry Helen Tyler Catherine Aaron Diane Jose Julie Adam ' +
  'Victoria Nathan Joyce Henry Lauren Zachary Kelly Douglas Christina Peter Ruth Kyle Joan Noah ' +
  'Virginia Ethan Judith Jeremy Evelyn Christian Hannah Walter Andrea Keith Megan Austin Cheryl ' +
  'Roger Jacqueline Terry Madison Sean Teresa Gerald Abigail Carl Sophia Dylan Martha Harold Sara ' +
  'Jordan Gloria Jesse Janice Bryan Kathryn Lawrence Ann Arthur Isabella Gabriel Judy Bruce ' +
  'Charlotte Logan Julia Billy Grace Joe Amber Alan Alice Juan Jean Elijah Denise Willie Frances ' +
  'Albert Danielle Wayne Marilyn Randy Natalie Mason Beverly Vincent Diana Liam Brittany Roy ' +
  'Theresa Bobby Kayla Caleb Alexis Bradley Doris Russell Lori Lucas Tiffany'
).split(' ');
const lastNames = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
  'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris ' +
  'Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill ' +
  'Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips ' +
  'Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers ' +
  'Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson ' +
  'Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders ' +
  'Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler ' +
  'Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton ' +
  'Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina ' +
  'Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington ' +
  'Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter ' +
  'Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black ' +
  'Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson ' +
  'Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins'
).split(' ');
const mailDomains = ['example.com', 'example.net', 'example.org'];
const streetNames = (
  'Oak Maple Cedar Pine Elm Willow Lake Hill Park River Sunset Highland Washington Lincoln Franklin ' +
  'Madison Jefferson Jackson Church Main Spring Mill'
).split(' ');
const streetKinds = 'St Ave Blvd Dr Ln Rd Way Ct'.split(' ');

export interface Place {
  city: string;
  state: string;
  postalPrefix: string;
  areaCode: string;
  timezone: string;
}

/** Metro areas the portfolio's communities are spread over, with their time zones. */
export const places: readonly Place[] = [
  { city: 'Austin', state: 'TX', postalPrefix: '787', areaCode: '512', timezone: 'America/Chicago' },
  { city: 'Dallas', state: 'TX', postalPrefix: '752', areaCode: '214', timezone: 'America/Chicago' },
  { city: 'Houston', state: 'TX', postalPrefix: '770', areaCode: '713', timezone: 'America/Chicago' },
  { city: 'Denver', state: 'CO', postalPrefix: '802', areaCode: '303', timezone: 'America/Denver' },
  { city: 'Phoenix', state: 'AZ', postalPrefix: '850', areaCode: '602', timezone: 'America/Phoenix' },
  { city: 'Seattle', state: 'WA', postalPrefix: '981', areaCode: '206', timezone: 'America/Los_Angeles' },
  { city: 'Portland', state: 'OR', postalPrefix: '972', areaCode: '503', timezone: 'America/Los_Angeles' },
  { city: 'San Diego', state: 'CA', postalPrefix: '921', areaCode: '619', timezone: 'America/Los_Angeles' },
  { city: 'Atlanta', state: 'GA', postalPrefix: '303', areaCode: '404', timezone: 'America/New_York' },
  { city: 'Charlotte', state: 'NC', postalPrefix: '282', areaCode: '704', timezone: 'America/New_York' },
  { city: 'Nashville', state: 'TN', postalPrefix: '372', areaCode: '615', timezone: 'America/Chicago' },
  { city: 'Columbus', state: 'OH', postalPrefix: '432', areaCode: '614', timezone: 'America/New_York' },
];

export interface Person {
  firstName: string;
  lastName: string;
}

export const personOf = (random: Random): Person => ({
  firstName: random.pick(firstNames),
  lastName: random.pick(lastNames),
});

/** An address that cannot clash with another person's: `serial` is unique in the portfolio. */
export const emailOf = (person: Person, serial: number, random: Random) =>
  `${person.firstName}.${person.lastName}.${serial}@${random.pick(mailDomains)}`.toLowerCase();

export const phoneOf = (place: Place, random: Random) =>
  `(${place.areaCode}) 555-${String(random.int(100, 9999)).padStart(4, '0')}`;

export const streetOf = (random: Random) =>
  `${random.int(100, 9899)} ${random.pick(streetNames)} ${random.pick(streetKinds)}`;

export const postalCodeOf = (place: Place, random: Random) =>
  `${place.postalPrefix}${String(random.int(1, 99)).padStart(2, '0')}`;

/** Words community names are made of ("Maple Court", "Harbor Lofts"). */
export const communityWords = {
  first: (
    'Maple Cedar Harbor Willow Aspen Summit Riverside Oakwood Lakeside Granite Magnolia Juniper ' +
    'Bluebonnet Sterling Prairie Canyon Parkview Birchwood Westgate Linden'
  ).split(' '),
  second:
    'Court Lofts Terrace Commons Flats Place Gardens Station Heights Row Crossing Square Pointe Village Landing'.split(
      ' ',
    ),
};
