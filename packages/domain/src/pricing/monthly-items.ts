import { RENT_ITEM_NAME } from '../constants/rent-item.js';
import { type BreakdownItem, item } from './breakdown-item.js';
import { applyBasisPoints } from './rounding.js';

export interface MonthlyOptionInput {
  name: string;
  category: string;
  monthlyCents: number;
  quantity: number;
  includedQuantity: number;
  taxable: boolean;
  isAssistanceAnimal: boolean;
}

export interface MonthlyFeeInput {
  name: string;
  amountCents: number;
  taxable: boolean;
  feeHelpText: string | null;
}

export interface MonthlyPricingInput {
  rentCents: number;
  salesTaxBasisPoints: number;
  options: readonly MonthlyOptionInput[];
  monthlyFees: readonly MonthlyFeeInput[];
  /** Monthly concessions that apply to the chosen lease term, as positive amounts. */
  concessions: readonly { name: string; amountCents: number }[];
}

/**
 * The full-month items of pricing rules "Monthly items", in order: rent, options, monthly fees, concessions.
 * Each taxable item carries its tax; a wholly included option or an assistance animal costs nothing.
 */
export function monthlyItems(input: MonthlyPricingInput): BreakdownItem[] {
  const tax = (amount: number, taxable: boolean) =>
    taxable ? applyBasisPoints(amount, input.salesTaxBasisPoints) : 0;
  const rent = item({ name: RENT_ITEM_NAME, amount: input.rentCents, type: 'rent', category: 'rent' });
  const options = input.options.map((option) => {
    const included = option.isAssistanceAnimal
      ? option.quantity
      : Math.min(option.includedQuantity, option.quantity);
    const amount = option.monthlyCents * Math.max(0, option.quantity - included);
    return item({
      name: option.name,
      amount,
      price: option.monthlyCents,
      quantity: option.quantity,
      included,
      exempted: option.isAssistanceAnimal,
      type: 'rental_option',
      category: option.category,
      taxable: option.taxable,
      tax: tax(amount, option.taxable),
    });
  });
  const fees = input.monthlyFees.map((fee) =>
    item({
      name: fee.name,
      amount: fee.amountCents,
      type: 'fee',
      category: 'fee',
      fee_help_text: fee.feeHelpText,
      taxable: fee.taxable,
      tax: tax(fee.amountCents, fee.taxable),
    }),
  );
  const concessions = input.concessions.map((concession) =>
    item({
      name: concession.name,
      amount: -Math.abs(concession.amountCents),
      type: 'concession',
      category: 'concession',
    }),
  );
  return [rent, ...options, ...fees, ...concessions];
}
