import type { LeaseTransactionRow } from './transaction-access.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A quote holds for the community's quote_valid_days; after that prices must be quoted again. */
export function isQuoteExpired(
  transaction: Pick<LeaseTransactionRow, 'quotedAt'>,
  quoteValidDays: number,
  now: Date,
): boolean {
  return (
    transaction.quotedAt !== null && now.getTime() - transaction.quotedAt.getTime() > quoteValidDays * DAY_MS
  );
}
