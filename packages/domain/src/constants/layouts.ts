/** Pickers list layouts in this order, so it is part of the product, not an accident. */
export const unitLayouts = [
  'Studio',
  '1 Bedroom',
  '2 Bedroom',
  '3 Bedroom',
  '4 Bedroom',
  'Loft',
  'Townhouse',
  'Building',
] as const;
export type UnitLayout = (typeof unitLayouts)[number];

export function isUnitLayout(value: unknown): value is UnitLayout {
  return typeof value === 'string' && (unitLayouts as readonly string[]).includes(value);
}
