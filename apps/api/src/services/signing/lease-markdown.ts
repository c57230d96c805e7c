import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import { isPetType, PetType } from '@portal/domain/constants/pet-types';
import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { roleByCode, roles } from '@portal/domain/constants/roles';
import { fillTemplate as fillText } from '@portal/domain/messages/template';
import type { LeaseDocumentType } from '@portal/domain/schemas/signable-documents';
import type { LeaseMoneyLine } from '@portal/domain/signing/lease-documents';
import type { Database } from '../../db/client.js';
import { documentText, type PlainDocumentsCode } from '../../messages/documents-text.js';
import { mailText } from '../../messages/mail-text.js';
import { signedDocumentTemplates } from '../documents/document-templates.js';
import { fillTemplate, keepSections, escapeMarkdownText as md } from '../documents/markdown-text.js';
import { formatDollars } from '../documents/money-text.js';
import type { LeasePlaceholder, LeaseSection } from '../documents/template-placeholders.js';
import { fillSignedText, type SignedText, translationLanguage } from '../documents/translated-document.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import {
  type ChosenOption,
  DEPOSITS_HELD_NAME,
  type LeaseFacts,
  type LeasePerson,
  leaseParties,
  premisesOf,
} from './lease-facts.js';

/** What a lease change's document says on top of the lease's facts. */
export interface LeaseChangeText {
  /** The revision's change, in words. */
  description: string;
  /** The terms staff wrote for a lease addendum. */
  terms?: string | undefined;
}

/** A 'YYYY-MM-DD' day written out: "November 27, 2026", "27 de noviembre de 2026". */
export const writtenDay = (isoDate: string, language: Language): string =>
  fillText('{{day}}', { day: { date: isoDate } }, language);

/** A person as the documents list them: "Ana Ruiz (Roommate)", "Ana Ruiz (compañero de vivienda)". */
export function personLine(person: LeasePerson, language: Language): string {
  const role = roleByCode(person.role);
  if (!role) return `${person.name} (${documentText(language, 'lease_resident')})`;
  return `${person.name} (${language === DEFAULT_LANGUAGE ? role.label : mailText(language, `role_${role.key}`)})`;
}

const PET_TYPE_CODES = {
  [PetType.Dog]: 'lease_pet_dog',
  [PetType.Cat]: 'lease_pet_cat',
  [PetType.Other]: 'lease_pet_other',
} as const;

/** The fill texts of one language: lists of money, people and options, and what an empty one says. */
function fillTexts(language: Language) {
  const say = (code: PlainDocumentsCode) => documentText(language, code);
  const lineName = (name: string) =>
    name === DEPOSITS_HELD_NAME ? documentText(language, 'lease_deposits_held') : name;
  const moneyList = (lines: readonly LeaseMoneyLine[], none: string): string => {
    if (lines.length === 0) return md(none);
    return lines
      .map((line) => {
        const amount = formatDollars(line.amountCents);
        const charged = line.taxCents
          ? documentText(language, 'lease_amount_plus_tax', { amount, tax: formatDollars(line.taxCents) })
          : amount;
        return `- ${md(lineName(line.name))}: ${charged}`;
      })
      .join('\n');
  };
  const list = (items: readonly string[], none: string): string =>
    items.length ? items.map((text) => `- ${md(text)}`).join('\n') : md(none);
  const optionLine = (option: ChosenOption): string => {
    const { petType: type } = option;
    const petType = isPetType(type) ? documentText(language, PET_TYPE_CODES[type]) : type;
    const pet = petType ? `, ${petType}` : '';
    const assistance = option.isAssistanceAnimal
      ? `, ${documentText(language, 'lease_assistance_animal')}`
      : '';
    return `${option.name} × ${option.quantity}${pet}${assistance}`;
  };
  return { say, moneyList, list, optionLine };
}

const isPet = (option: ChosenOption) => option.category === RentalOptionCategory.Pets;
const isSpace = (option: ChosenOption) =>
  option.category === RentalOptionCategory.Parking || option.category === RentalOptionCategory.Storage;

function chargesFor(facts: LeaseFacts, names: readonly string[]): LeaseMoneyLine[] {
  const { money } = facts;
  return [...money.monthly, ...money.deposits, ...money.oneTimeFees].filter((line) =>
    names.some((name) => line.name.startsWith(name)),
  );
}

/**
 * The text of one lease document, from the community's template of it (its own wording, or the standard
 * one in content/leases/{lease_template_id}/) filled with the application's facts, and for signers who read
 * Spanish its translation (decision 0053); the PDF is drawn from it and the signing ceremony shows it, so
 * both read the same.
 */
export async function leaseDocumentText(
  db: Database,
  facts: LeaseFacts,
  documentType: LeaseDocumentType,
  details: {
    documentNumber: string;
    preparedOn: string;
    signers: readonly LeasePerson[];
    guarantor?: LeasePerson;
    change?: LeaseChangeText;
  },
): Promise<SignedText> {
  const templates = await signedDocumentTemplates(
    db,
    facts.community,
    documentType,
    translationLanguage(details.signers),
  );
  const { money, community } = facts;
  const parties = leaseParties(facts);
  const pets = facts.options.filter(isPet);
  const spaces = facts.options.filter(isSpace);
  const occupants = [...facts.household, ...facts.invited].filter(
    (person) => !parties.includes(person) && person.role !== roles.guarantor.code,
  );
  const flags: Record<LeaseSection, boolean> = {
    has_savings: money.savings.length > 0,
    has_pets: pets.length > 0,
    has_parking_storage: spaces.length > 0,
    is_renewal: facts.renews !== null,
  };
  const ownDisclaimer = community.settings.leasing_pricing_disclaimer.trim();
  const valuesIn = (language: Language): Record<LeasePlaceholder, string> => {
    const { say, moneyList, list, optionLine } = fillTexts(language);
    const day = (isoDate: string) => md(writtenDay(isoDate, language));
    return {
      document_number: md(details.documentNumber),
      prepared_on: day(details.preparedOn),
      landlord: md(facts.landlord),
      community: md(community.displayName),
      state: md(splitBuildingAddress(community.normalizedStreetAddress).state || say('lease_the_state')),
      residents: list(
        parties.map((person) => personLine(person, language)),
        say('lease_none'),
      ),
      resident_names: md(parties.map((person) => person.name).join(` ${say('lease_names_and')} `)),
      premises: md(premisesOf(community, facts.unit.unitNumber, language)),
      layout: md(facts.unit.layout),
      start_date: day(facts.startDate),
      end_date: day(facts.endDate),
      term_months: String(facts.termMonths),
      renewed_end_date: facts.renews ? day(facts.renews.endDate) : '',
      monthly_charges: moneyList(money.monthly, say('lease_none')),
      monthly_total: formatDollars(money.monthlyTotalCents),
      savings: moneyList(money.savings, say('lease_none')),
      first_month_charges: moneyList(money.firstMonth, say('lease_none')),
      first_month_total: formatDollars(money.firstMonthTotalCents),
      deposits: moneyList(money.deposits, say('lease_no_deposit')),
      deposits_total: formatDollars(money.depositsTotalCents),
      one_time_fees: moneyList(money.oneTimeFees, say('lease_none_listed')),
      one_time_total: formatDollars(money.oneTimeFeesTotalCents),
      occupants: list(
        occupants.map((person) => personLine(person, language)),
        say('lease_no_occupants'),
      ),
      rental_options: list(facts.options.map(optionLine), say('lease_no_options')),
      pets: list(pets.map(optionLine), say('lease_none')),
      pet_charges: moneyList(
        chargesFor(
          facts,
          pets.map((option) => option.name),
        ),
        say('lease_none'),
      ),
      spaces: list(spaces.map(optionLine), say('lease_none')),
      space_charges: moneyList(
        chargesFor(
          facts,
          spaces.map((option) => option.name),
        ),
        say('lease_none'),
      ),
      // A community's own disclaimer is written once, in English, as staff write everything.
      pricing_disclaimer: md(ownDisclaimer || say('lease_pricing_disclaimer')),
      guarantor: md(details.guarantor?.name ?? ''),
      guarantor_email: md(details.guarantor?.email ?? ''),
      change_description: md(details.change?.description ?? ''),
      addendum_terms: md(details.change?.terms ?? ''),
    };
  };
  return fillSignedText(
    templates,
    (template, language) => fillTemplate(keepSections(template, flags), valuesIn(language), (value) => value),
    community.displayName,
  );
}
