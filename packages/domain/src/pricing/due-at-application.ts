import { FeeCategory } from '../constants/fee-categories.js';
import type { BreakdownItem } from './breakdown-item.js';
import type { PaymentBreakdown } from './payment-breakdown.js';

/** One amount due at the Fees & Deposits step, in cents. */
export interface DueItem {
  name: string;
  amount: number;
  category: FeeCategory;
}

export const isHoldingDeposit = (line: BreakdownItem) =>
  line.category === String(FeeCategory.HoldingDeposits);
export const isApplicationFee = (line: BreakdownItem) => line.type === 'application_fee';
export const isTransferFee = (line: BreakdownItem) => line.category === String(FeeCategory.TransferFees);

/**
 * Pricing rules, "What is due when": at the Fees & Deposits step an adult applicant pays their own
 * application fee (unless waived) and the primary applicant also pays the holding deposit and, on a
 * transfer, the transfer fee (category 30: the breakdown lists it for transfers alone).
 */
export function dueAtApplication(
  breakdown: PaymentBreakdown,
  payer: { applicantId: number; isPrimary: boolean },
): DueItem[] {
  const fees = breakdown.one_time_fees.items
    .filter(isApplicationFee)
    .flatMap((fee) =>
      fee.line_items
        .filter((line) => line.applicant === payer.applicantId && !line.waived)
        .map((line) => ({ name: fee.name, amount: line.amount, category: FeeCategory.ApplicationFees })),
    );
  if (!payer.isPrimary) return fees;
  const transferFees = breakdown.one_time_fees.items.filter(isTransferFee).map((fee) => ({
    name: fee.name,
    amount: fee.amount,
    category: FeeCategory.TransferFees,
  }));
  const deposits = breakdown.deposits.items.filter(isHoldingDeposit).map((deposit) => ({
    name: deposit.name,
    amount: deposit.amount,
    category: FeeCategory.HoldingDeposits,
  }));
  return [...fees, ...transferFees, ...deposits];
}

/**
 * What the whole household pays at the Fees & Deposits step: every application fee, the transfer fee of a
 * transfer, and the holding deposit.
 */
export function householdDueAtApplication(breakdown: PaymentBreakdown): number {
  const fees = breakdown.one_time_fees.items
    .filter((fee) => isApplicationFee(fee) || isTransferFee(fee))
    .reduce((sum, fee) => sum + fee.amount, 0);
  const deposits = breakdown.deposits.items
    .filter(isHoldingDeposit)
    .reduce((sum, line) => sum + line.amount, 0);
  return fees + deposits;
}

export const sumDue = (items: readonly DueItem[]) => items.reduce((sum, line) => sum + line.amount, 0);
