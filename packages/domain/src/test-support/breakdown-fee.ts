import type { BreakdownFeeInput } from '../pricing/payment-breakdown.js';

/** A community fee for the breakdown, with every field a test does not name at its usual value. */
export const breakdownFee = (
  fields: Partial<BreakdownFeeInput> & Pick<BreakdownFeeInput, 'key' | 'name' | 'kind'>,
): BreakdownFeeInput => ({
  category: null,
  amountCents: null,
  amountCentsByBedrooms: null,
  per: 'transaction',
  feeHelpText: null,
  taxable: false,
  transactionTypes: null,
  ...fields,
});
