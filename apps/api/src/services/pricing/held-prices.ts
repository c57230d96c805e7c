import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { HeldPriceList } from '../../db/schema/lease-transactions.js';
import { isQuoteExpired } from '../transactions/quote-expiry.js';
import type { LeaseTransactionRow } from '../transactions/transaction-access.js';
import type { CommunityPriceList } from './community-price-list.js';

const OPEN_STATUSES: readonly number[] = [ApplicationStatus.New, ApplicationStatus.InProgress];

/** What a quote holds: the community's charges as they stand now, kept with the transaction. */
export function holdPrices(priceList: CommunityPriceList): HeldPriceList {
  return {
    salesTaxBasisPoints: priceList.community.salesTaxBasisPoints,
    fees: priceList.fees,
    concessions: priceList.concessions,
    options: priceList.options,
  };
}

/**
 * Whether the transaction is still charged the prices it was quoted: a submitted application always (its
 * fees and rent were what the household applied for), one in progress until its quote expires.
 */
export function pricesHold(
  transaction: Pick<LeaseTransactionRow, 'status' | 'quotedAt' | 'quotedRentCents'>,
  quoteValidDays: number,
  now: Date,
): boolean {
  if (transaction.quotedRentCents === null) return false;
  return !OPEN_STATUSES.includes(transaction.status) || !isQuoteExpired(transaction, quoteValidDays, now);
}

/** The price list with the charges the quote held in place of today's (lease terms stay today's). */
export function withHeldPrices(priceList: CommunityPriceList, held: HeldPriceList): CommunityPriceList {
  return {
    ...priceList,
    community: { ...priceList.community, salesTaxBasisPoints: held.salesTaxBasisPoints },
    fees: held.fees,
    concessions: held.concessions,
    options: held.options,
  };
}
