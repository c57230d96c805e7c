/**
 * Where a lease transaction is cached. Apart from its request code (transactions.ts), so that what only
 * refreshes or seeds the cache (live updates on every signed-in page) does not build its schema.
 */
export const transactionQueryKey = (transactionId: number | string) =>
  ['journey', 'transaction', String(transactionId)] as const;
