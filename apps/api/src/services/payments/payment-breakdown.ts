import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { portableReportOffer } from '@portal/domain/jurisdictions/portable-report';
import {
  depositAlternativeChosen,
  type UnitSecurityPaymentChoice,
  unitSecurityPaymentChoice,
} from '@portal/domain/pricing/deposit-alternative';
import { type PaymentBreakdown, paymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import { rentForTerm } from '@portal/domain/pricing/rent';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { applicants, invitees } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { conditionalChargeOf } from '../decision/conditional-charge.js';
import { communityChargeLimits } from '../jurisdictions/community-jurisdiction.js';
import { applicantsWaivedByOwnReport } from '../jurisdictions/own-report-offer.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import { priceRenewalTransaction } from '../leases/renewal-pricing.js';
import { concessionsForTerm, loadPriceList } from '../pricing/community-price-list.js';
import { pricesHold, withHeldPrices } from '../pricing/held-prices.js';
import { selectedOptionInputs } from '../pricing/selected-options.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { baseRentOn } from '../units/scheduled-rent.js';
import { legalNotesIn } from './legal-notes.js';

/** Pricing rules: the application fee is paid by applicants, roommates and guarantors, not occupants or dependents. */
export const feePayingRoles = [roles.primary_applicant.code, roles.co_applicant.code, roles.guarantor.code];

export interface PricedTransaction {
  breakdown: PaymentBreakdown;
  moveInDate: string;
  leaseTermMonths: number;
  /** What the household may choose between for the unit's security; null where there is no choice. */
  securityPaymentChoice: UnitSecurityPaymentChoice | null;
}

/**
 * The transaction's payment breakdown for its household: at the prices it was quoted while they hold
 * (services/pricing/held-prices.ts), otherwise at the community's prices for its move-in date. Its lines'
 * legal notes are in `language`.
 */
export async function priceTransaction(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  { transaction }: TransactionAccess,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PricedTransaction> {
  if (!transaction.moveInDate || !transaction.leaseTerm) {
    throw new AppError('Conflict', 'lease_not_chosen');
  }
  if (transaction.type === TransactionType.Renewal) {
    // A renewal is priced from the lease it renews, not from the unit's price for a newcomer.
    const quote = await priceRenewalTransaction(db, transaction);
    return {
      breakdown: quote.breakdown,
      moveInDate: quote.startDate,
      leaseTermMonths: quote.termMonths,
      securityPaymentChoice: null,
    };
  }
  const currentPrices = await loadPriceList(db, transaction.communityId);
  const held =
    transaction.heldPrices !== null &&
    pricesHold(transaction, currentPrices.community.settings.quote_valid_days, clock.now())
      ? transaction.heldPrices
      : null;
  const priceList = held ? withHeldPrices(currentPrices, held) : currentPrices;
  const term = priceList.terms.find((candidate) => candidate.months === transaction.leaseTerm);
  const [unit] = await db.select().from(units).where(eq(units.id, transaction.unitId));
  if (!unit || !term) throw notFound('unit_or_term_not_offered');
  const rentCents =
    held && transaction.quotedRentCents !== null
      ? transaction.quotedRentCents
      : rentForTerm(await baseRentOn(db, unit, transaction.moveInDate), term);

  const [options, people, invited, conditionalCharge, laws, waived] = await Promise.all([
    selectedOptionInputs(db, transaction.id, unit.bedrooms, held?.options),
    db
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(eq(applicants.leaseTransactionId, transaction.id), inArray(applicants.role, feePayingRoles)))
      .orderBy(asc(applicants.id)),
    db
      .select({ id: invitees.id })
      .from(invitees)
      .where(
        and(
          eq(invitees.leaseTransactionId, transaction.id),
          inArray(invitees.role, feePayingRoles),
          isNull(invitees.joinedApplicantId),
        ),
      )
      .orderBy(asc(invitees.id)),
    conditionalChargeOf(db, transaction.id),
    lawsOfCommunity(db, priceList.community),
    applicantsWaivedByOwnReport(db, transaction.id),
  ]);
  const reportOffer = portableReportOffer(
    laws.rules,
    priceList.community.settings.accept_portable_screening_reports,
  );
  // A report counts only while the community's laws let one stand for the fee.
  const waivedByReport = (applicantId: number) => reportOffer !== null && waived.has(applicantId);

  const securityPaymentChoice = unitSecurityPaymentChoice({
    enabled: priceList.community.settings.enable_deposit_alternative,
    fees: priceList.fees,
    bedrooms: unit.bedrooms,
    transactionType: transaction.type,
  });
  const breakdown = paymentBreakdown({
    transactionType: transaction.type,
    moveInDate: transaction.moveInDate,
    leaseTermMonths: term.months,
    rentCents,
    bedrooms: unit.bedrooms,
    salesTaxBasisPoints: priceList.community.salesTaxBasisPoints,
    options,
    fees: priceList.fees,
    concessions: concessionsForTerm(priceList, term.months).map((concession) => ({
      name: concession.name,
      amountCents: concession.amountCents,
    })),
    adults: [
      ...people.map((person) => ({
        applicantId: person.id,
        inviteeId: null,
        screeningFeeWaived: waivedByReport(person.id),
      })),
      ...invited.map((person) => ({ applicantId: null, inviteeId: person.id, screeningFeeWaived: false })),
    ],
    depositAlternativeChosen: depositAlternativeChosen(
      securityPaymentChoice,
      transaction.unitSecurityPaymentOption,
    ),
    conditionalCharge,
    // Capped when charged, so a figure configured before a law (or a cheaper lease term) is never charged.
    limits: communityChargeLimits(laws.rules, {
      rentCents,
      onDate: todayIn(priceList.community.timezone, clock.now()),
    }),
    screeningFeeWaiver: reportOffer,
    sayLegalNote: legalNotesIn(language),
  });
  return {
    breakdown,
    moveInDate: transaction.moveInDate,
    leaseTermMonths: term.months,
    securityPaymentChoice,
  };
}
