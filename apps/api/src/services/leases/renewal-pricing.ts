import { TransactionType } from '@portal/domain/constants/transaction-types';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { group } from '@portal/domain/pricing/breakdown-item';
import { type PaymentBreakdown, paymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import {
  increaseBasisPoints,
  renewalLeaseDates,
  renewalRent,
  renewalTermPrice,
  renewalWindow,
} from '@portal/domain/renewal/renewal-offer';
import type { RenewalOffer } from '@portal/domain/schemas/renewal';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { leases } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type CommunityPriceList, loadPriceList } from '../pricing/community-price-list.js';
import { selectedOptionInputs } from '../pricing/selected-options.js';
import type { LeaseTransactionRow } from '../transactions/transaction-access.js';
import type { LeaseRow } from './lease-access.js';

/** What a lease's renewals are priced from: the community's prices today and the lease's own options. */
export interface RenewalPricing {
  lease: LeaseRow;
  priceList: CommunityPriceList;
  bedrooms: number;
  options: Awaited<ReturnType<typeof selectedOptionInputs>>;
}

export async function loadRenewalPricing(db: Database, lease: LeaseRow): Promise<RenewalPricing> {
  const [priceList, [unit]] = await Promise.all([
    loadPriceList(db, lease.communityId),
    db.select({ bedrooms: units.bedrooms }).from(units).where(eq(units.id, lease.unitId)),
  ]);
  if (!unit) throw notFound('lease_unit_gone');
  // The options of the application that executed the lease, at today's prices; a lease loaded as data has none.
  const options =
    lease.transactionId === null ? [] : await selectedOptionInputs(db, lease.transactionId, unit.bedrooms);
  return { lease, priceList, bedrooms: unit.bedrooms, options };
}

export interface RenewalQuote {
  breakdown: PaymentBreakdown;
  rentCents: number;
  startDate: string;
  endDate: string;
  termMonths: number;
}

/**
 * A renewal of `months`: the renewal rent (or the one already quoted), then the current monthly items at
 * the community's current prices, from the day after the lease ends. Nothing is paid up front: the
 * deposits are already held and no application or one-time fee applies.
 */
export function quoteRenewal(
  pricing: RenewalPricing,
  months: number,
  quotedRentCents?: number,
): RenewalQuote {
  const { lease, priceList } = pricing;
  const settings = priceList.community.settings.renewals;
  const rentCents =
    quotedRentCents ??
    (settings
      ? renewalRent(lease.monthlyRentCents, settings, renewalTermPrice(months, priceList.terms))
      : null);
  if (rentCents === null) throw new AppError('Conflict', 'renewals_not_online');
  const { start, end } = renewalLeaseDates(lease.endDate, months);
  // The monthly fees the lease pays today; a fee it never paid is not added by renewing.
  const paidToday = new Set(lease.monthlyItems.map((item) => item.name));
  const breakdown = paymentBreakdown({
    transactionType: TransactionType.Renewal,
    moveInDate: start,
    leaseTermMonths: months,
    rentCents,
    bedrooms: pricing.bedrooms,
    salesTaxBasisPoints: priceList.community.salesTaxBasisPoints,
    options: pricing.options,
    fees: priceList.fees.filter((fee) => fee.kind === 'monthly' && paidToday.has(fee.name)),
    concessions: [],
    adults: [],
    depositAlternativeChosen: false,
    conditionalCharge: null,
  });
  return {
    breakdown: { ...breakdown, deposits: group([]), one_time_fees: group([]) },
    rentCents,
    startDate: start,
    endDate: end,
    termMonths: months,
  };
}

/** A quote as one offer of `GET /api/leases/{id}/renewal-offers/`. */
export function describeOffer(lease: LeaseRow, quote: RenewalQuote): RenewalOffer {
  const month = quote.breakdown.monthly_fees_no_prorate;
  return {
    lease_term: quote.termMonths,
    monthly_rent: quote.rentCents,
    current_monthly_rent: lease.monthlyRentCents,
    rent_increase_basis_points: increaseBasisPoints(lease.monthlyRentCents, quote.rentCents),
    monthly_items: month.items.map((item) => ({ name: item.name, amount: item.amount, tax: item.tax })),
    total_fees_per_month: quote.breakdown.total_fees_per_month,
    current_total_per_month: lease.monthlyItems.reduce(
      (sum, item) => sum + item.amount_cents + item.tax_cents,
      0,
    ),
    lease_start_date: quote.startDate,
    lease_end_date: quote.endDate,
  };
}

/** Whether the lease may be renewed online today, and if not why (the domain's offer window rule). */
export function renewalWindowOf(context: Pick<AppContext, 'clock'>, pricing: RenewalPricing) {
  const { community } = pricing.priceList;
  return renewalWindow({
    lease: pricing.lease,
    settings: community.settings.renewals,
    today: todayIn(community.timezone, context.clock.now()),
  });
}

/** A renewal transaction's breakdown: the lease it renews, for its term, at the rent it was quoted. */
export async function priceRenewalTransaction(
  db: Database,
  transaction: LeaseTransactionRow,
): Promise<RenewalQuote> {
  const [lease] =
    transaction.leaseId === null
      ? []
      : await db.select().from(leases).where(eq(leases.id, transaction.leaseId));
  if (!lease || transaction.leaseTerm === null) {
    throw notFound('renewed_lease_gone');
  }
  return quoteRenewal(
    await loadRenewalPricing(db, lease),
    transaction.leaseTerm,
    transaction.quotedRentCents ?? undefined,
  );
}
