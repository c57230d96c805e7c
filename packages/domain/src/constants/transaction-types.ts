export const TransactionType = {
  Application: 10,
  LeaseRevision: 20,
  Renewal: 30,
  NoticeToVacate: 40,
  Transfer: 60,
  LeaseDocument: 80,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

const labels = {
  [TransactionType.Application]: 'Application',
  [TransactionType.LeaseRevision]: 'Lease Revision',
  [TransactionType.Renewal]: 'Renewal',
  [TransactionType.NoticeToVacate]: 'Notice to Vacate',
  [TransactionType.Transfer]: 'Transfer',
  [TransactionType.LeaseDocument]: 'Lease Document',
} as const satisfies Record<TransactionType, string>;
export type TransactionTypeLabel = (typeof labels)[TransactionType];

export function isTransactionType(value: unknown): value is TransactionType {
  return typeof value === 'number' && Object.hasOwn(labels, value);
}

export function transactionTypeLabel(code: TransactionType): TransactionTypeLabel;
export function transactionTypeLabel(code: number): TransactionTypeLabel | undefined;
export function transactionTypeLabel(code: number): TransactionTypeLabel | undefined {
  return isTransactionType(code) ? labels[code] : undefined;
}

/** A change of a current lease sent to sign: a Lease Revision or a Lease Document. */
export const isLeaseChange = (code: number) =>
  code === TransactionType.LeaseRevision || code === TransactionType.LeaseDocument;

/**
 * A transaction a resident makes on the lease they live on (a revision, renewal, notice or lease
 * document), as opposed to an application for a new lease (an application or a transfer).
 */
export const actsOnCurrentLease = (code: number) =>
  isLeaseChange(code) || code === TransactionType.Renewal || code === TransactionType.NoticeToVacate;
