import { FeeCategory } from '../constants/fee-categories.js';
import { type BreakdownGroup, group } from './breakdown-item.js';
import { isApplicationFee, isHoldingDeposit, isTransferFee } from './due-at-application.js';
import type { PaymentBreakdown } from './payment-breakdown.js';

/** Money already paid at the Fees & Deposits step that counts towards the move-in charges. */
export interface MoveInCredit {
  name: string;
  category: FeeCategory;
  amount: number;
}

/** What is due at move-in, every amount in cents from the breakdown engine. */
export interface DueAtMoveIn {
  /** The move-in month's rent, options, fees and concessions, prorated, with tax. */
  first_month: BreakdownGroup;
  deposits: BreakdownGroup;
  /** One-time fees not paid yet: application and transfer fees already paid are left out. */
  one_time_fees: BreakdownGroup;
  /** The holding deposit already paid, taken off the total. */
  credits: MoveInCredit[];
  total: number;
}

/**
 * Pricing rules, "What is due when", Payment details: the prorated first month (with tax), all deposits
 * with the holding deposit already paid credited, and the one-time fees not paid yet. `paid` holds the
 * household's net payments by fee category (10 application fees, 20 holding deposits, 30 transfer fees).
 */
export function dueAtMoveIn(breakdown: PaymentBreakdown, paid: ReadonlyMap<number, number>): DueAtMoveIn {
  // What the household paid towards each fee the Fees & Deposits step collects, used up fee by fee.
  const unused = new Map([
    [FeeCategory.ApplicationFees, paid.get(FeeCategory.ApplicationFees) ?? 0],
    [FeeCategory.TransferFees, paid.get(FeeCategory.TransferFees) ?? 0],
  ]);
  const oneTime = breakdown.one_time_fees.items.flatMap((fee) => {
    const category = isApplicationFee(fee)
      ? FeeCategory.ApplicationFees
      : isTransferFee(fee)
        ? FeeCategory.TransferFees
        : null;
    if (category === null) return [fee];
    const covered = Math.min(fee.amount, unused.get(category) ?? 0);
    unused.set(category, (unused.get(category) ?? 0) - covered);
    return fee.amount > covered ? [{ ...fee, amount: fee.amount - covered }] : [];
  });
  let holdingPaid = paid.get(FeeCategory.HoldingDeposits) ?? 0;
  const credits: MoveInCredit[] = breakdown.deposits.items.filter(isHoldingDeposit).flatMap((deposit) => {
    const amount = Math.min(deposit.amount, holdingPaid);
    holdingPaid -= amount;
    return amount > 0 ? [{ name: deposit.name, category: FeeCategory.HoldingDeposits, amount }] : [];
  });
  const one_time_fees = group(oneTime);
  const withTax = (fees: BreakdownGroup) => fees.total + fees.total_tax;
  return {
    first_month: breakdown.monthly_fees,
    deposits: breakdown.deposits,
    one_time_fees,
    credits,
    total:
      withTax(breakdown.monthly_fees) +
      withTax(breakdown.deposits) +
      withTax(one_time_fees) -
      credits.reduce((sum, credit) => sum + credit.amount, 0),
  };
}
