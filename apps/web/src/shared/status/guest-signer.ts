import type { GuestSigning } from '@portal/domain/schemas/signing';
import { createContext, useContext } from 'react';
import type { LeaseDocumentRef } from '@/features/signing/approved/api/lease-document-url';
import { useLoadedTransaction } from '../journey-step/transaction-context';

const GuestSignerContext = createContext<GuestSigning | null>(null);

/**
 * Provided around a guest signer's one page (lease-signed or lease-executed) by GuestSignerPage
 * (features/signing), with the guest's own read (`GET /api/guest-signing/`, decision 0029).
 */
export const GuestSignerProvider = GuestSignerContext.Provider;

/** The guest signer's read while their page is shown; null on everyone else's pages. */
export function useGuestSigner(): GuestSigning | null {
  return useContext(GuestSignerContext);
}

/** What the lease-signed and lease-executed pages show, whoever reads them. */
export interface StatusSubject {
  transactionId: number;
  unit: GuestSigning['unit'];
  /** The signed copy lease-executed offers: the household's lease, a guest signer's own document. */
  copy: LeaseDocumentRef;
}

/** The household's transaction (the transaction layout's), or a guest signer's read of it. */
export function useStatusSubject(): StatusSubject {
  const guest = useGuestSigner();
  const transaction = useLoadedTransaction();
  if (guest) {
    const own = guest.signable_documents.filter((document) => !document.is_voided).at(-1);
    return {
      transactionId: guest.transaction_id,
      unit: guest.unit,
      copy: own ? { document_id: own.id } : { document_type: 'lease' },
    };
  }
  if (!transaction) throw new Error('A status page is shown in the transaction layout or to a guest signer');
  return { transactionId: transaction.id, unit: transaction.unit, copy: { document_type: 'lease' } };
}
