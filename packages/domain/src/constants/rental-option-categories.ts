/** Each category is also the route segment of its page under /transaction/{id}/. */
export const RentalOptionCategory = {
  Pets: 'pets',
  Parking: 'parking',
  WineCooler: 'wine-cooler',
  Storage: 'storage',
} as const;
export type RentalOptionCategory = (typeof RentalOptionCategory)[keyof typeof RentalOptionCategory];

export const rentalOptionCategories: readonly RentalOptionCategory[] = Object.values(RentalOptionCategory);

export function isRentalOptionCategory(value: unknown): value is RentalOptionCategory {
  return typeof value === 'string' && (rentalOptionCategories as readonly string[]).includes(value);
}
