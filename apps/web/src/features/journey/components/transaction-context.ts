import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { createContext, useContext } from 'react';

const TransactionContext = createContext<LeaseTransaction | null>(null);

/** Provided by the /transaction/:transactionId layout route once the transaction has loaded. */
export const TransactionProvider = TransactionContext.Provider;

/** The current lease transaction, for pages under /:community/transaction/:transactionId. */
export function useCurrentTransaction(): LeaseTransaction {
  const transaction = useContext(TransactionContext);
  if (!transaction)
    throw new Error('useCurrentTransaction() must be called inside the transaction layout route');
  return transaction;
}
