import type { BreakdownOptionInput } from '@portal/domain/pricing/payment-breakdown';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectedRentalOptions } from '../../db/schema/lease-transactions.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { includedQuantity, type RentalOptionRow } from '../units/list-rental-options.js';

/**
 * The rental options a transaction chose, as the breakdown takes them: at the community's current prices,
 * or, while its quote holds, at the monthly price each was chosen at and the deposits and fees it was
 * quoted with (`held`).
 */
export async function selectedOptionInputs(
  db: Database,
  transactionId: number,
  bedrooms: number,
  held?: readonly RentalOptionRow[],
): Promise<BreakdownOptionInput[]> {
  const selected = await db
    .select({ selected: selectedRentalOptions, option: rentalOptions })
    .from(selectedRentalOptions)
    .innerJoin(rentalOptions, eq(rentalOptions.id, selectedRentalOptions.rentalOptionId))
    .where(eq(selectedRentalOptions.leaseTransactionId, transactionId))
    .orderBy(asc(rentalOptions.position), asc(selectedRentalOptions.id));
  return selected.map(({ selected: choice, option: current }) => {
    const option = held?.find((candidate) => candidate.id === current.id) ?? current;
    return {
      name: option.name,
      category: option.category,
      monthlyCents: held ? choice.quotedMonthlyCents : option.monthlyCents,
      depositCents: option.depositCents,
      oneTimeCents: option.oneTimeCents,
      quantity: choice.quantity,
      includedQuantity: includedQuantity(option, bedrooms),
      taxable: option.taxable,
      isAssistanceAnimal: choice.isAssistanceAnimal,
    };
  });
}
