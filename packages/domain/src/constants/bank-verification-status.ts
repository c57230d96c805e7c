export const BankVerificationStatus = {
  PendingVerification: 10,
  Verified: 20,
  FailedVerification: 30,
} as const;
export type BankVerificationStatus = (typeof BankVerificationStatus)[keyof typeof BankVerificationStatus];

const labels = {
  [BankVerificationStatus.PendingVerification]: 'Pending Verification',
  [BankVerificationStatus.Verified]: 'Verified',
  [BankVerificationStatus.FailedVerification]: 'Failed Verification',
} as const satisfies Record<BankVerificationStatus, string>;
export type BankVerificationStatusLabel = (typeof labels)[BankVerificationStatus];

export function isBankVerificationStatus(value: unknown): value is BankVerificationStatus {
  return typeof value === 'number' && Object.hasOwn(labels, value);
}

export function bankVerificationStatusLabel(code: BankVerificationStatus): BankVerificationStatusLabel;
export function bankVerificationStatusLabel(code: number): BankVerificationStatusLabel | undefined;
export function bankVerificationStatusLabel(code: number): BankVerificationStatusLabel | undefined {
  return isBankVerificationStatus(code) ? labels[code] : undefined;
}

/** Cards are ready once saved; a bank account only once its micro-deposits are confirmed. */
export const canPayWith = (method: { kind: 'card' | 'bank'; status: number | null }): boolean =>
  method.kind === 'card' || method.status === BankVerificationStatus.Verified;
