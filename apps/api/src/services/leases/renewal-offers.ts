import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { RenewalClosedReason } from '@portal/domain/renewal/renewal-offer';
import type { RenewalOffers } from '@portal/domain/schemas/renewal';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { accessLease } from './lease-access.js';
import {
  describeOffer,
  loadRenewalPricing,
  quoteRenewal,
  type RenewalPricing,
  type RenewalQuote,
  renewalWindowOf,
} from './renewal-pricing.js';

/** A renewal that ended one way or the other; any other is still under way. */
const finishedStatuses = [ApplicationStatus.Completed, ApplicationStatus.Denied, ApplicationStatus.Cancelled];

function closedMessage(reason: RenewalClosedReason, pricing: RenewalPricing, opensOn: string | null): Text {
  const phone = pricing.priceList.community.contactPhone;
  switch (reason) {
    case 'self_service_off':
    case 'no_offers':
      return message('renewal_not_online', { phone });
    case 'not_current':
      return 'renewal_lease_not_current';
    case 'not_open_yet':
      return message('renewal_not_open_yet', { date: String(opensOn), phone });
    case 'lease_ended':
      return message('renewal_lease_ended', { phone });
  }
}

function offeredTerms(pricing: RenewalPricing): number[] {
  return pricing.priceList.community.settings.renewals?.renewal_lease_terms_months ?? [];
}

/** The renewal of `months` as offered today: 409 outside the offer window, 400 for a term not offered. */
export function offerFor(
  context: Pick<AppContext, 'clock'>,
  pricing: RenewalPricing,
  months: number,
): RenewalQuote {
  const window = renewalWindowOf(context, pricing);
  if (window.closedReason) {
    throw new AppError('Conflict', closedMessage(window.closedReason, pricing, window.opensOn));
  }
  const terms = offeredTerms(pricing);
  if (!terms.includes(months)) {
    const offered = message('renewal_terms_offered', { terms: { either: terms.map(String) } });
    throw new AppError('ValidationError', offered, { lease_term: [offered] });
  }
  return quoteRenewal(pricing, months);
}

/** The lease's renewal that is still under way, if any. */
export async function openRenewalOf(db: Database | DatabaseTransaction, leaseId: number) {
  const [row] = await db
    .select({
      id: leaseTransactions.id,
      status: leaseTransactions.status,
      lease_term: leaseTransactions.leaseTerm,
    })
    .from(leaseTransactions)
    .where(
      and(
        eq(leaseTransactions.leaseId, leaseId),
        eq(leaseTransactions.type, TransactionType.Renewal),
        notInArray(leaseTransactions.status, finishedStatuses),
      ),
    )
    .orderBy(desc(leaseTransactions.id))
    .limit(1);
  return row ?? null;
}

/** GET /api/leases/{id}/renewal-offers/: an offer per renewal term while the window is open, or why not. */
export async function listRenewalOffers(
  context: AppContext,
  session: AuthenticatedSession,
  leaseId: number,
): Promise<RenewalOffers> {
  const lease = await accessLease(context.db, session, leaseId);
  const [pricing, openRenewal] = await Promise.all([
    loadRenewalPricing(context.db, lease),
    openRenewalOf(context.db, lease.id),
  ]);
  const window = renewalWindowOf(context, pricing);
  return {
    lease_id: lease.id,
    closed_reason: window.closedReason,
    opens_on: window.opensOn,
    office_phone: pricing.priceList.community.contactPhone,
    offers: window.closedReason
      ? []
      : offeredTerms(pricing).map((months) => describeOffer(lease, quoteRenewal(pricing, months))),
    open_renewal: openRenewal,
  };
}
