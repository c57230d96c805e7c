import type { BreakdownOptionInput } from '../pricing/payment-breakdown.js';

/** The rental options of the pricing rules' worked example (Maple Court): one cat, one storage locker. */
export const workedExampleOptions: BreakdownOptionInput[] = [
  {
    name: 'Cat',
    category: 'pets',
    monthlyCents: 2_500,
    depositCents: 30_000,
    oneTimeCents: 15_000,
    quantity: 1,
    includedQuantity: 0,
    taxable: false,
    isAssistanceAnimal: false,
  },
  {
    name: 'Storage Locker',
    category: 'storage',
    monthlyCents: 2_500,
    depositCents: 0,
    oneTimeCents: 0,
    quantity: 1,
    includedQuantity: 0,
    taxable: true,
    isAssistanceAnimal: false,
  },
];
