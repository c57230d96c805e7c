import { RentalOptionCategory } from '../constants/rental-option-categories.js';
import { roles } from '../constants/roles.js';
import type { BreakdownGroup, BreakdownItem } from '../pricing/breakdown-item.js';
import type { PaymentBreakdown } from '../pricing/payment-breakdown.js';
import type { LeaseDocumentType } from '../schemas/signable-documents.js';

export const leaseDocumentNames: Record<LeaseDocumentType, string> = {
  lease: 'Lease Agreement',
  pet_addendum: 'Pet Addendum',
  parking_storage_addendum: 'Parking and Storage Addendum',
  guarantor_agreement: 'Guarantor Agreement',
  lease_revision: 'Lease Revision',
  lease_addendum: 'Lease Addendum',
  renters_insurance_addendum: "Renter's Insurance Addendum",
  notice_to_vacate: 'Notice to Vacate',
};

/** The documents staff may send on a current lease as a Lease Document (transaction type 80). */
export const leaseChangeDocumentTypes = ['lease_addendum', 'renters_insurance_addendum'] as const;
export type LeaseChangeDocumentType = (typeof leaseChangeDocumentTypes)[number];

/**
 * The documents a signing round turns on: the lease for a new lease, the revision or the chosen document
 * for a change of a current lease, the notice for a notice to vacate. The landlord countersigns once it,
 * and everything sent with it, is signed.
 */
export const principalDocumentTypes: readonly LeaseDocumentType[] = [
  'lease',
  'lease_revision',
  ...leaseChangeDocumentTypes,
  'notice_to_vacate',
];

export const isPrincipalDocument = (documentType: LeaseDocumentType) =>
  principalDocumentTypes.includes(documentType);

/** The documents a lease is sent as: the agreement, then each addendum the chosen options call for. */
export function householdDocumentTypes(optionCategories: readonly string[]): LeaseDocumentType[] {
  const has = (category: string) => optionCategories.includes(category);
  return [
    'lease',
    ...(has(RentalOptionCategory.Pets) ? (['pet_addendum'] as const) : []),
    ...(has(RentalOptionCategory.Parking) || has(RentalOptionCategory.Storage)
      ? (['parking_storage_addendum'] as const)
      : []),
  ];
}

/**
 * Who signs what: the primary applicant and roommates sign the lease and its addenda; a guarantor only
 * their own guarantor agreement; occupants and dependents sign nothing.
 */
export function signsDocument(
  role: number,
  documentType: LeaseDocumentType,
  isOwnAgreement: boolean,
): boolean {
  if (role === roles.primary_applicant.code || role === roles.co_applicant.code) {
    return documentType !== 'guarantor_agreement';
  }
  if (role === roles.guarantor.code) return documentType === 'guarantor_agreement' && isOwnAgreement;
  return false;
}

/** A line of money in the lease, named as the payment breakdown names it. */
export interface LeaseMoneyLine {
  name: string;
  amountCents: number;
  taxCents: number;
}

export interface LeaseMoneyTerms {
  /** A full month: rent, every monthly option and fee, concessions as negative amounts. */
  monthly: LeaseMoneyLine[];
  monthlyTotalCents: number;
  /** The first month as charged, prorated from the move-in day. */
  firstMonth: LeaseMoneyLine[];
  firstMonthTotalCents: number;
  deposits: LeaseMoneyLine[];
  depositsTotalCents: number;
  oneTimeFees: LeaseMoneyLine[];
  oneTimeFeesTotalCents: number;
  /** Each concession over the whole term, as a positive saving. */
  savings: LeaseMoneyLine[];
}

function lines(group: BreakdownGroup): LeaseMoneyLine[] {
  return group.items
    .filter((line: BreakdownItem) => line.amount !== 0 || line.type === 'rent')
    .map((line) => ({ name: line.name, amountCents: line.amount, taxCents: line.tax }));
}

function total(group: BreakdownGroup): number {
  return group.total + group.total_tax;
}

/**
 * The lease's money, taken line for line from the payment breakdown so the lease and what the household
 * pays never differ by a cent.
 */
export function leaseMoneyTerms(breakdown: PaymentBreakdown): LeaseMoneyTerms {
  return {
    monthly: lines(breakdown.monthly_fees_no_prorate),
    monthlyTotalCents: breakdown.total_fees_per_month,
    firstMonth: lines(breakdown.monthly_fees),
    firstMonthTotalCents: total(breakdown.monthly_fees),
    deposits: lines(breakdown.deposits),
    depositsTotalCents: total(breakdown.deposits),
    oneTimeFees: lines(breakdown.one_time_fees),
    oneTimeFeesTotalCents: total(breakdown.one_time_fees),
    savings: lines(breakdown.savings),
  };
}
