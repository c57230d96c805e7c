import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';

type NoticeInput = Pick<
  LeaseTransaction,
  'security_deposit' | 'security_fee' | 'unit_security_payment_option'
>;

/** A key under status.approved, with the amount it names. */
export type DepositNotice =
  | { key: 'depositNotice' | 'feeNotice'; amount: number }
  | { key: 'alternativeNotice'; amount: null };

/**
 * Spec part 2 §4, "Deposit notices", for a conditional approval that asks a charge: the fee, when the
 * household chose the fee kind and a fee is asked; otherwise, where the community offers the deposit
 * alternative, that a deposit or fee is required; otherwise the deposit (or the fee the leasing team asked
 * in its place).
 */
export function depositNoticeOf(transaction: NoticeInput, alternativeEnabled: boolean): DepositNotice | null {
  const { security_deposit: deposit, security_fee: fee } = transaction;
  if (transaction.unit_security_payment_option === 'security_fee' && fee !== null) {
    return { key: 'feeNotice', amount: fee };
  }
  if (deposit === null && fee === null) return null;
  if (alternativeEnabled) return { key: 'alternativeNotice', amount: null };
  return deposit !== null
    ? { key: 'depositNotice', amount: deposit }
    : { key: 'feeNotice', amount: fee ?? 0 };
}
