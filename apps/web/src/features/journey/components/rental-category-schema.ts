import type { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import {
  selectedRentalOptionInputSchema,
  transactionPatchSchema,
} from '@portal/domain/schemas/lease-transaction';
import type { RentalOption } from '@portal/domain/schemas/units';
import { z } from 'zod';
import {
  buildSelections,
  type CategoryDraft,
  type SelectedRentalOption,
} from '../lib/rental-option-selection';

/**
 * A rental category page's check: each of its options' count as the API allows one, then the whole
 * `selected_rental_options` list the PATCH replaces (the other categories' selections as they are),
 * checked as the API checks it. `options` are the page's, in the order of the form's rows.
 */
export function rentalCategorySchema(
  selections: readonly SelectedRentalOption[],
  category: RentalOptionCategory,
  allOptions: readonly RentalOption[],
  options: readonly RentalOption[],
) {
  const row = z.object({
    quantity: selectedRentalOptionInputSchema.shape.quantity,
    isAssistanceAnimal: z.boolean(),
  });
  return z
    .object({ options: z.array(row) })
    .transform((values) => {
      const draft: CategoryDraft = {};
      options.forEach((option, index) => {
        const entry = values.options[index];
        if (entry) draft[option.id] = entry;
      });
      return { selected_rental_options: buildSelections(selections, category, allOptions, draft) };
    })
    .pipe(transactionPatchSchema.pick({ selected_rental_options: true }).required());
}
