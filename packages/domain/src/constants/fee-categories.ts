export const FeeCategory = {
  ApplicationFees: 10,
  HoldingDeposits: 20,
  TransferFees: 30,
} as const;
export type FeeCategory = (typeof FeeCategory)[keyof typeof FeeCategory];

const labels = {
  [FeeCategory.ApplicationFees]: 'Application Fees',
  [FeeCategory.HoldingDeposits]: 'Holding Deposits',
  [FeeCategory.TransferFees]: 'Transfer Fees',
} as const satisfies Record<FeeCategory, string>;
export type FeeCategoryLabel = (typeof labels)[FeeCategory];

export function isFeeCategory(value: unknown): value is FeeCategory {
  return typeof value === 'number' && Object.hasOwn(labels, value);
}

export function feeCategoryLabel(code: FeeCategory): FeeCategoryLabel;
export function feeCategoryLabel(code: number): FeeCategoryLabel | undefined;
export function feeCategoryLabel(code: number): FeeCategoryLabel | undefined {
  return isFeeCategory(code) ? labels[code] : undefined;
}

/** Security deposits lead the deposits list, most important first; every other deposit follows. */
export const depositDisplayOrder = [
  'unit_security_deposit',
  'additional_security_deposit',
  'other_security_deposit',
] as const;
export type OrderedDepositKind = (typeof depositDisplayOrder)[number];

function displayRank(kind: string): number {
  const rank = (depositDisplayOrder as readonly string[]).indexOf(kind);
  return rank === -1 ? depositDisplayOrder.length : rank;
}

/** A new array in display order; deposits of equal rank keep the order they came in. */
export function sortDepositsForDisplay<T>(deposits: readonly T[], kindOf: (deposit: T) => string): T[] {
  return [...deposits].sort((a, b) => displayRank(kindOf(a)) - displayRank(kindOf(b)));
}
