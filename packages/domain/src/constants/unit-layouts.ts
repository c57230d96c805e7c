/**
 * The layouts a unit is offered as (spec part 1 §3, "Layout list runs from Studio to Building"), smallest
 * first: what operators choose from and what a unit's layout must be (decision 0036).
 */
export const unitLayouts = [
  'Studio',
  'Loft',
  '1 Bedroom',
  '2 Bedroom',
  '3 Bedroom',
  '4 Bedroom',
  '5 Bedroom',
  'Building',
] as const;
export type UnitLayout = (typeof unitLayouts)[number];

export function isUnitLayout(value: unknown): value is UnitLayout {
  return typeof value === 'string' && (unitLayouts as readonly string[]).includes(value);
}

/** Said for a layout outside the list, naming the list so the fix is in the message. */
export const UNKNOWN_LAYOUT_MESSAGE = `Choose one of the layouts: ${unitLayouts.slice(0, -1).join(', ')} or ${unitLayouts.at(-1)}.`;
