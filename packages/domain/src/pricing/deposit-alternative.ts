import type { UnitSecurityPaymentOption } from '../constants/unit-security-payment-options.js';
import { appliesTo, type BreakdownFeeInput, FeeKey, feeAmount } from './payment-breakdown.js';

/** The two ways to cover the unit's security, priced for the unit: cents each. */
export interface UnitSecurityPaymentChoice {
  security_deposit: number;
  security_fee: number;
}

export interface DepositAlternativeInput {
  /** The community's enable_deposit_alternative setting. */
  enabled: boolean;
  fees: readonly BreakdownFeeInput[];
  bedrooms: number;
  transactionType: number;
}

/**
 * What the household chooses between on the Fees & Deposits step, or null where there is no choice: the
 * community does not offer the alternative, or its data lacks the unit security deposit or the
 * alternative's fee for this kind of transaction (docs/decisions/0026).
 */
export function unitSecurityPaymentChoice(input: DepositAlternativeInput): UnitSecurityPaymentChoice | null {
  if (!input.enabled) return null;
  const find = (key: string) =>
    input.fees.find((fee) => fee.key === key && appliesTo(fee, input.transactionType));
  const deposit = find(FeeKey.UnitSecurityDeposit);
  const fee = find(FeeKey.DepositAlternative);
  if (!deposit || !fee) return null;
  return {
    security_deposit: feeAmount(deposit, input.bedrooms),
    security_fee: feeAmount(fee, input.bedrooms),
  };
}

/** Whether the breakdown charges the alternative's fee in place of the deposit: chosen, and still offered. */
export const depositAlternativeChosen = (
  choice: UnitSecurityPaymentChoice | null,
  option: UnitSecurityPaymentOption,
): boolean => choice !== null && option === 'security_fee';
