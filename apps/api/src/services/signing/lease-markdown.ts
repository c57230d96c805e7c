import { petTypeLabel } from '@portal/domain/constants/pet-types';
import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { roleByCode, roles } from '@portal/domain/constants/roles';
import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import type { LeaseDocumentType } from '@portal/domain/schemas/signable-documents';
import type { LeaseMoneyLine } from '@portal/domain/signing/lease-documents';
import type { Database } from '../../db/client.js';
import { documentTemplate } from '../documents/document-templates.js';
import { fillTemplate, keepSections, escapeMarkdownText as md } from '../documents/markdown-text.js';
import { formatDollars } from '../documents/money-text.js';
import type { LeasePlaceholder, LeaseSection } from '../documents/template-placeholders.js';
import { DEFAULT_PRICING_DISCLAIMER } from '../documents/text-documents.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import { type ChosenOption, type LeaseFacts, type LeasePerson, leaseParties } from './lease-facts.js';

/** What a lease change's document says on top of the lease's facts. */
export interface LeaseChangeText {
  /** The revision's change, in words. */
  description: string;
  /** The terms staff wrote for a lease addendum. */
  terms?: string | undefined;
}

function moneyList(lines: readonly LeaseMoneyLine[], none: string): string {
  if (lines.length === 0) return md(none);
  return lines
    .map((line) => {
      const tax = line.taxCents ? ` plus ${formatDollars(line.taxCents)} sales tax` : '';
      return `- ${md(line.name)}: ${formatDollars(line.amountCents)}${tax}`;
    })
    .join('\n');
}

function list(items: readonly string[], none: string): string {
  return items.length ? items.map((text) => `- ${md(text)}`).join('\n') : md(none);
}

function personLine(person: LeasePerson): string {
  const role = roleByCode(person.role)?.label ?? 'Resident';
  return `${person.name} (${role})`;
}

function optionLine(option: ChosenOption): string {
  const pet = option.petType ? `, ${petTypeLabel(option.petType) ?? option.petType}` : '';
  const assistance = option.isAssistanceAnimal ? ', assistance animal' : '';
  return `${option.name} × ${option.quantity}${pet}${assistance}`;
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
 * The Markdown of one lease document, from the community's template of it (its own wording, or the
 * standard one in content/leases/{lease_template_id}/) filled with the application's facts; the PDF is
 * drawn from it and the signing ceremony shows it, so both read the same.
 */
export async function leaseDocumentMarkdown(
  db: Database,
  facts: LeaseFacts,
  documentType: LeaseDocumentType,
  details: { documentNumber: string; preparedOn: string; guarantor?: LeasePerson; change?: LeaseChangeText },
): Promise<string> {
  const template = await documentTemplate(db, facts.community, documentType);
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
  const values: Record<LeasePlaceholder, string> = {
    document_number: md(details.documentNumber),
    prepared_on: md(spelledOutDate(details.preparedOn)),
    landlord: md(facts.landlord),
    community: md(community.displayName),
    state: md(splitBuildingAddress(community.normalizedStreetAddress).state || 'the state'),
    residents: list(parties.map(personLine), 'None'),
    resident_names: md(parties.map((person) => person.name).join(' and ')),
    premises: md(facts.premises),
    layout: md(facts.unit.layout),
    start_date: md(spelledOutDate(facts.startDate)),
    end_date: md(spelledOutDate(facts.endDate)),
    term_months: String(facts.termMonths),
    renewed_end_date: md(facts.renews ? spelledOutDate(facts.renews.endDate) : ''),
    monthly_charges: moneyList(money.monthly, 'None'),
    monthly_total: formatDollars(money.monthlyTotalCents),
    savings: moneyList(money.savings, 'None'),
    first_month_charges: moneyList(money.firstMonth, 'None'),
    first_month_total: formatDollars(money.firstMonthTotalCents),
    deposits: moneyList(money.deposits, 'No deposit is held.'),
    deposits_total: formatDollars(money.depositsTotalCents),
    one_time_fees: moneyList(money.oneTimeFees, 'None.'),
    one_time_total: formatDollars(money.oneTimeFeesTotalCents),
    occupants: list(occupants.map(personLine), 'No other occupants.'),
    rental_options: list(facts.options.map(optionLine), 'No rental options were chosen.'),
    pets: list(pets.map(optionLine), 'None'),
    pet_charges: moneyList(
      chargesFor(
        facts,
        pets.map((option) => option.name),
      ),
      'None',
    ),
    spaces: list(spaces.map(optionLine), 'None'),
    space_charges: moneyList(
      chargesFor(
        facts,
        spaces.map((option) => option.name),
      ),
      'None',
    ),
    pricing_disclaimer: md(
      community.settings.leasing_pricing_disclaimer.trim() || DEFAULT_PRICING_DISCLAIMER,
    ),
    guarantor: md(details.guarantor?.name ?? ''),
    guarantor_email: md(details.guarantor?.email ?? ''),
    change_description: md(details.change?.description ?? ''),
    addendum_terms: md(details.change?.terms ?? ''),
  };
  return fillTemplate(keepSections(template, flags), values, (value) => value);
}
