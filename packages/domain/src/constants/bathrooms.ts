export const MIN_BATHROOMS = 1;
export const MAX_BATHROOMS = 4;
/** Half baths count as half a bathroom. */
export const BATHROOM_STEP = 0.5;

// Generated from the bounds so the list cannot drift from them; halves are exact in binary floating point.
export const bathroomCounts: readonly number[] = Object.freeze(
  Array.from(
    { length: (MAX_BATHROOMS - MIN_BATHROOMS) / BATHROOM_STEP + 1 },
    (_, index) => MIN_BATHROOMS + index * BATHROOM_STEP,
  ),
);

export function isBathroomCount(value: unknown): value is number {
  return typeof value === 'number' && bathroomCounts.includes(value);
}
