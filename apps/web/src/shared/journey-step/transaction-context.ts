import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { createContext, useContext } from 'react';

const TransactionContext = createContext<LeaseTransaction | null>(null);

/** Provided by the /transaction/:transactionId layout route once the transaction has loaded. */
export const TransactionProvider = TransactionContext.Provider;

/**
 * The current lease transaction, or null where the transaction layout did not load one: a guest signer's
 * status page, which reads only what a guest may (shared/status/guest-signer.ts).
 */
export function useLoadedTransaction(): LeaseTransaction | null {
  return useContext(TransactionContext);
}

/** The current lease transaction, for pages under /:community/transaction/:transactionId. */
export function useCurrentTransaction(): LeaseTransaction {
  const transaction = useLoadedTransaction();
  if (!transaction)
    throw new Error('useCurrentTransaction() must be called inside the transaction layout route');
  return transaction;
}

const JustSignedContext = createContext<() => void>(() => {});

/** Provided by the transaction layout: what `useMarkJustSigned` calls. */
export const JustSignedProvider = JustSignedContext.Provider;

/**
 * Tells the transaction layout, the moment the signing window says so, that the caller has just signed
 * on the page shown now: until another page is shown, the transaction read meanwhile (a realtime event
 * may bring it before the signature is recorded) sends them to lease-signed, as the signing flow does,
 * not to the page someone coming back later is kept on.
 */
export function useMarkJustSigned(): () => void {
  return useContext(JustSignedContext);
}
