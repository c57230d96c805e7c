import { isPetType } from '@portal/domain/constants/pet-types';
import {
  isRentalOptionCategory,
  RentalOptionCategory,
} from '@portal/domain/constants/rental-option-categories';
import type { LeaseTransaction, TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import type { RentalOption } from '@portal/domain/schemas/units';

/** Spec §9: the quantity stepper's ceiling when an option names none. */
export const DEFAULT_MAX_QUANTITY = 10;

export type SelectedRentalOption = LeaseTransaction['selected_rental_options'][number];
export type SelectionInput = NonNullable<TransactionPatch['selected_rental_options']>[number];

/** The hub's order of the categories (the spec's route order). */
export const hubCategoryOrder: readonly RentalOptionCategory[] = [
  RentalOptionCategory.Parking,
  RentalOptionCategory.Pets,
  RentalOptionCategory.Storage,
  RentalOptionCategory.WineCooler,
];

/** The categories the community offers at least one option of, in hub order. */
export function offeredCategories(options: readonly RentalOption[]): RentalOptionCategory[] {
  const present = new Set(options.map((option) => option.category));
  return hubCategoryOrder.filter((category) => present.has(category));
}

/** The route segment a category's page lives at, or null for a category the portal has no page for. */
export function categoryOf(value: string): RentalOptionCategory | null {
  return isRentalOptionCategory(value) ? value : null;
}

/** How many of the option the unit gets free: the rule's quantity when the unit has enough bedrooms. */
export function includedQuantityFor(
  option: Pick<RentalOption, 'included_quantity_rule'>,
  bedrooms: number,
): number {
  const rule = option.included_quantity_rule;
  return rule !== null && bedrooms >= rule.bedrooms ? Math.max(0, rule.quantity) : 0;
}

/** The stepper's ceiling: the option's max_quantity, 10 when it names none usable (and never above 10). */
export function maxQuantityOf(option: Pick<RentalOption, 'max_quantity'>): number {
  const max = option.max_quantity;
  return Number.isInteger(max) && max > 0 ? Math.min(max, DEFAULT_MAX_QUANTITY) : DEFAULT_MAX_QUANTITY;
}

/** What the page edits for one option. */
export interface OptionDraft {
  quantity: number;
  isAssistanceAnimal: boolean;
}
export type CategoryDraft = Record<number, OptionDraft>;

/** The page's starting values: the transaction's selections of the category's options (0 for the rest). */
export function draftFromTransaction(
  selections: readonly SelectedRentalOption[],
  options: readonly RentalOption[],
): CategoryDraft {
  const draft: CategoryDraft = {};
  for (const option of options) {
    const rows = selections.filter((row) => row.rental_option_id === option.id);
    draft[option.id] = {
      quantity: Math.min(
        rows.reduce((sum, row) => sum + row.quantity, 0),
        maxQuantityOf(option),
      ),
      isAssistanceAnimal: rows.some((row) => row.is_assistance_animal),
    };
  }
  return draft;
}

function keptSelection(row: SelectedRentalOption): SelectionInput {
  return {
    rental_option_id: row.rental_option_id,
    quantity: row.quantity,
    ...(row.pet_type !== null ? { pet_type: row.pet_type } : {}),
    ...(row.category === RentalOptionCategory.Pets ? { is_assistance_animal: row.is_assistance_animal } : {}),
  };
}

/**
 * The whole `selected_rental_options` list for PATCH /api/transactions/{id}/ (it replaces the
 * transaction's selections): the other categories' selections as they are, then this category's
 * options with a quantity above 0. A pet carries its option key as `pet_type` and its assistance flag.
 */
export function buildSelections(
  selections: readonly SelectedRentalOption[],
  category: RentalOptionCategory,
  options: readonly RentalOption[],
  draft: CategoryDraft,
): SelectionInput[] {
  const pageOptionIds = new Set(options.filter((option) => option.category === category).map((o) => o.id));
  const others = selections
    .filter((row) => row.category !== category && !pageOptionIds.has(row.rental_option_id))
    .map(keptSelection);
  const mine = options.flatMap((option): SelectionInput[] => {
    if (option.category !== category) return [];
    const entry = draft[option.id];
    const quantity = entry ? Math.min(Math.max(0, Math.trunc(entry.quantity)), maxQuantityOf(option)) : 0;
    if (quantity <= 0) return [];
    if (category !== RentalOptionCategory.Pets) return [{ rental_option_id: option.id, quantity }];
    return [
      {
        rental_option_id: option.id,
        quantity,
        ...(isPetType(option.key) ? { pet_type: option.key } : {}),
        is_assistance_animal: entry?.isAssistanceAnimal ?? false,
      },
    ];
  });
  return [...others, ...mine];
}

/** One line of the hub's "chosen so far": quantity, name, and what is included or an assistance animal. */
export interface SelectionSummary {
  quantity: number;
  name: string;
  included: number;
  isAssistanceAnimal: boolean;
}

/** The transaction's selections of one category, for the hub (rows of one option merged). */
export function summarizeCategory(
  selections: readonly SelectedRentalOption[],
  category: RentalOptionCategory,
): SelectionSummary[] {
  const byOption = new Map<number, SelectionSummary>();
  for (const row of selections) {
    if (row.category !== category || row.quantity <= 0) continue;
    const entry = byOption.get(row.rental_option_id);
    if (entry) {
      entry.quantity += row.quantity;
      entry.included = Math.max(entry.included, row.included_quantity);
      entry.isAssistanceAnimal ||= row.is_assistance_animal;
    } else {
      byOption.set(row.rental_option_id, {
        quantity: row.quantity,
        name: row.name,
        included: row.included_quantity,
        isAssistanceAnimal: row.is_assistance_animal,
      });
    }
  }
  return [...byOption.values()];
}
