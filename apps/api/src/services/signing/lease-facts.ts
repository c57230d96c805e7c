import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { leaseEndDate } from '@portal/domain/dates/calendar-date';
import { type LeaseMoneyTerms, leaseMoneyTerms } from '@portal/domain/signing/lease-documents';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import { applicants, invitees, selectedRentalOptions } from '../../db/schema/lease-transactions.js';
import { leases } from '../../db/schema/leases.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { documentText } from '../../messages/documents-text.js';
import type { LeaseRow } from '../leases/lease-access.js';
import { priceTransaction } from '../payments/payment-breakdown.js';
import type { ApplicantRow, LeaseTransactionRow } from '../transactions/transaction-access.js';

export type CommunityRow = typeof communities.$inferSelect;

export interface LeasePerson {
  applicantId: number | null;
  userId: number | null;
  role: number;
  name: string;
  email: string | null;
  /** The language their account reads; someone invited without an account reads English. */
  language: Language;
}

export interface ChosenOption {
  name: string;
  category: string;
  quantity: number;
  petType: string | null;
  isAssistanceAnimal: boolean;
}

/** Everything a lease document is written from, read in one place so every document agrees. */
export interface LeaseFacts {
  /** What the documents are numbered after: the application, or the lease a change is made to. */
  reference: string;
  community: CommunityRow;
  landlord: string;
  unit: typeof units.$inferSelect;
  premises: string;
  startDate: string;
  endDate: string;
  termMonths: number;
  /** People with an account on the application, in role order. */
  household: LeasePerson[];
  /** Invited people who never joined: occupants, dependents, and guarantors who sign as guests. */
  invited: LeasePerson[];
  options: ChosenOption[];
  money: LeaseMoneyTerms;
  /** For a renewal: the lease it renews, whose deposits it keeps holding. */
  renews: LeaseRow | null;
}

/** The home leased, as the documents name it: "Maple Court Unit 102, 1 Main St, Springfield, IL 62701". */
export const premisesOf = (community: CommunityRow, unitNumber: string, language: Language): string =>
  `${documentText(language, 'home', { building: community.buildingName || community.normalizedStreetAddress, unit: unitNumber })}, ${community.normalizedStreetAddress}`;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

export async function loadLeaseFacts(
  context: Pick<AppContext, 'db' | 'clock'>,
  transaction: LeaseTransactionRow,
): Promise<LeaseFacts> {
  const { db } = context;
  const [place] = await db
    .select({ community: communities, company: companies, unit: units })
    .from(units)
    .innerJoin(communities, eq(communities.id, units.communityId))
    .innerJoin(companies, eq(companies.id, communities.companyId))
    .where(eq(units.id, transaction.unitId));
  if (!place) throw new Error(`Transaction ${transaction.id} has no unit`);
  const [people, invitedRows, chosen] = await Promise.all([
    db
      .select({ applicant: applicants, user: users })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(applicants.leaseTransactionId, transaction.id))
      .orderBy(asc(applicants.role), asc(applicants.id)),
    db
      .select()
      .from(invitees)
      .where(and(eq(invitees.leaseTransactionId, transaction.id), isNull(invitees.joinedApplicantId)))
      .orderBy(asc(invitees.role), asc(invitees.id)),
    db
      .select({ selected: selectedRentalOptions, option: rentalOptions })
      .from(selectedRentalOptions)
      .innerJoin(rentalOptions, eq(rentalOptions.id, selectedRentalOptions.rentalOptionId))
      .where(eq(selectedRentalOptions.leaseTransactionId, transaction.id))
      .orderBy(asc(rentalOptions.position), asc(selectedRentalOptions.id)),
  ]);
  const primary = people[0]?.applicant as ApplicantRow;
  const renews = await renewedLease(context, transaction);
  const { breakdown, moveInDate, leaseTermMonths } = await priceTransaction(context, {
    transaction,
    applicant: primary,
  });
  const { community, unit } = place;
  return {
    reference: String(transaction.id),
    community,
    landlord: place.company.name,
    unit,
    premises: premisesOf(community, unit.unitNumber, DEFAULT_LANGUAGE),
    startDate: moveInDate,
    endDate: leaseEndDate(moveInDate, leaseTermMonths) ?? moveInDate,
    termMonths: leaseTermMonths,
    household: people.map(({ applicant, user }) => ({
      applicantId: applicant.id,
      userId: user.id,
      role: applicant.role,
      name: fullName(user),
      email: user.email,
      language: user.language,
    })),
    invited: invitedRows.map((person) => ({
      applicantId: null,
      userId: null,
      role: person.role,
      name: fullName(person),
      email: person.email,
      language: DEFAULT_LANGUAGE,
    })),
    options: chosen.map(({ selected, option }) => ({
      name: option.name,
      category: option.category,
      quantity: selected.quantity,
      petType: selected.petType,
      isAssistanceAnimal: selected.isAssistanceAnimal,
    })),
    money: renews ? withDepositsHeld(leaseMoneyTerms(breakdown), renews) : leaseMoneyTerms(breakdown),
    renews,
  };
}

async function renewedLease(
  context: Pick<AppContext, 'db'>,
  transaction: LeaseTransactionRow,
): Promise<LeaseRow | null> {
  if (transaction.type !== TransactionType.Renewal || transaction.leaseId === null) return null;
  const [lease] = await context.db.select().from(leases).where(eq(leases.id, transaction.leaseId));
  return lease ?? null;
}

export const DEPOSITS_HELD_NAME = 'Deposits held under the current lease';

/** A renewal collects no deposit: the ones held under the lease it renews stay held under the new one. */
function withDepositsHeld(money: LeaseMoneyTerms, renews: LeaseRow): LeaseMoneyTerms {
  const held = renews.depositsHeldCents;
  return {
    ...money,
    deposits: held > 0 ? [{ name: DEPOSITS_HELD_NAME, amountCents: held, taxCents: 0 }] : [],
    depositsTotalCents: held,
  };
}

/** The people who are parties to the lease: the primary applicant and roommates. */
export function leaseParties(facts: LeaseFacts): LeasePerson[] {
  const isParty = (person: LeasePerson) =>
    person.role === roles.primary_applicant.code || person.role === roles.co_applicant.code;
  return [...facts.household.filter(isParty), ...facts.invited.filter(isParty)];
}
