// Spec part 1, lease routes: the pages of one lease under /:community, which My Leases, the lease's own
// pages and the Approved screen link to.

export function renewalOffersPath(community: string, leaseId: number): string {
  return `/${community}/lease/${leaseId}/renewal/lease-offers`;
}

export const leaseTransactionsPath = (community: string, leaseId: number) =>
  `/${community}/lease/${leaseId}/transactions`;

/** The anchor of one transaction on the lease transactions page. */
export const transactionAnchor = (transactionId: number) => `transaction-${transactionId}`;

/** A transaction's own pages: the journey's layout sends the bare path to where it stands now. */
export const transactionPagesPath = (community: string, transactionId: number) =>
  `/${community}/transaction/${transactionId}`;
