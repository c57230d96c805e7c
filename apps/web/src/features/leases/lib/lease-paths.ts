/** The resident's lease pages under /:community. */
export const leaseTransactionsPath = (community: string, leaseId: number) =>
  `/${community}/lease/${leaseId}/transactions`;

/** The anchor of one transaction on the lease transactions page. */
export const transactionAnchor = (transactionId: number) => `transaction-${transactionId}`;

/** A transaction's own pages: the journey's layout sends the bare path to where it stands now. */
export const transactionPagesPath = (community: string, transactionId: number) =>
  `/${community}/transaction/${transactionId}`;
