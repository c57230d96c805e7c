import type { RentalOption } from '@portal/domain/schemas/units';
import { describe, expect, it } from 'vitest';
import { clampQuantity } from '@/components/ui/QuantityStepper';
import {
  buildSelections,
  draftFromTransaction,
  includedQuantityFor,
  maxQuantityOf,
  offeredCategories,
  type SelectedRentalOption,
  summarizeCategory,
} from './rental-option-selection';

function option(
  partial: Partial<RentalOption> & Pick<RentalOption, 'id' | 'key' | 'category' | 'name'>,
): RentalOption {
  return {
    monthly_price: 2500,
    deposit_price: 0,
    one_time_price: 0,
    max_quantity: 2,
    included_quantity_rule: null,
    taxable: false,
    ...partial,
  };
}

const covered = option({
  id: 1,
  key: 'parking-covered',
  category: 'parking',
  name: 'Reserved Covered Parking',
  included_quantity_rule: { bedrooms: 2, quantity: 1 },
});
const dog = option({ id: 3, key: 'pets-dogs', category: 'pets', name: 'Dog' });
const cat = option({ id: 4, key: 'pets-cats', category: 'pets', name: 'Cat' });
const storage = option({ id: 6, key: 'storage', category: 'storage', name: 'Storage Locker', taxable: true });
const all = [covered, dog, cat, storage];

function selected(partial: Partial<SelectedRentalOption> & Pick<SelectedRentalOption, 'rental_option_id'>) {
  const source = all.find((entry) => entry.id === partial.rental_option_id);
  if (!source) throw new Error('unknown option');
  return {
    id: 100 + partial.rental_option_id,
    key: source.key,
    category: source.category,
    name: source.name,
    quantity: 1,
    included_quantity: 0,
    pet_type: null,
    is_assistance_animal: false,
    ...partial,
  } satisfies SelectedRentalOption;
}

describe('includedQuantityFor', () => {
  it('includes the rule quantity from the rule bedrooms up', () => {
    expect(includedQuantityFor(covered, 1)).toBe(0);
    expect(includedQuantityFor(covered, 2)).toBe(1);
    expect(includedQuantityFor(covered, 3)).toBe(1);
  });
  it('includes nothing without a rule', () => {
    expect(includedQuantityFor(cat, 4)).toBe(0);
  });
});

describe('clampQuantity and maxQuantityOf', () => {
  it('keeps quantities between floor 0 and the ceiling (10 by default)', () => {
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(5, 0, 2)).toBe(2);
    expect(clampQuantity(1.7, 0, 2)).toBe(1);
    expect(clampQuantity(Number.NaN, 0, 2)).toBe(0);
  });
  it("uses the option's max_quantity, 10 when it has none usable", () => {
    expect(maxQuantityOf({ max_quantity: 2 })).toBe(2);
    expect(maxQuantityOf({ max_quantity: 0 })).toBe(10);
    expect(maxQuantityOf({ max_quantity: 25 })).toBe(10);
  });
});

describe('offeredCategories', () => {
  it('lists only the categories present, in hub order', () => {
    expect(offeredCategories([storage, cat, covered])).toEqual(['parking', 'pets', 'storage']);
    expect(offeredCategories([])).toEqual([]);
  });
});

describe('buildSelections', () => {
  it('keeps the other categories and replaces this one with the quantities above 0', () => {
    const transaction = [
      selected({ rental_option_id: 6, quantity: 1 }),
      selected({ rental_option_id: 3, pet_type: 'pets-dogs' }),
    ];
    const draft = {
      3: { quantity: 0, isAssistanceAnimal: false },
      4: { quantity: 1, isAssistanceAnimal: true },
    };
    expect(buildSelections(transaction, 'pets', all, draft)).toEqual([
      { rental_option_id: 6, quantity: 1 },
      { rental_option_id: 4, quantity: 1, pet_type: 'pets-cats', is_assistance_animal: true },
    ]);
  });

  it('sends no pet fields for other categories and clamps to the ceiling', () => {
    const transaction = [selected({ rental_option_id: 4, pet_type: 'pets-cats', quantity: 2 })];
    expect(
      buildSelections(transaction, 'storage', all, { 6: { quantity: 5, isAssistanceAnimal: false } }),
    ).toEqual([
      { rental_option_id: 4, quantity: 2, pet_type: 'pets-cats', is_assistance_animal: false },
      { rental_option_id: 6, quantity: 2 },
    ]);
  });

  it('an empty draft removes the category', () => {
    expect(buildSelections([selected({ rental_option_id: 6 })], 'storage', all, {})).toEqual([]);
  });
});

describe('draftFromTransaction and summarizeCategory', () => {
  it('starts from the saved selections', () => {
    const rows = [selected({ rental_option_id: 4, is_assistance_animal: true, pet_type: 'pets-cats' })];
    expect(draftFromTransaction(rows, [dog, cat])).toEqual({
      3: { quantity: 0, isAssistanceAnimal: false },
      4: { quantity: 1, isAssistanceAnimal: true },
    });
  });
  it('summarizes what is chosen, with what is included', () => {
    const rows = [
      selected({ rental_option_id: 1, quantity: 2, included_quantity: 1 }),
      selected({ rental_option_id: 4, pet_type: 'pets-cats' }),
    ];
    expect(summarizeCategory(rows, 'parking')).toEqual([
      { quantity: 2, name: 'Reserved Covered Parking', included: 1, isAssistanceAnimal: false },
    ]);
    expect(summarizeCategory(rows, 'storage')).toEqual([]);
  });
});
