/** The answers of the military status step. */
export const militaryStatuses = [
  'none',
  'active_duty',
  'reserve_or_guard',
  'veteran',
  'military_spouse',
] as const;
export type MilitaryStatus = (typeof militaryStatuses)[number];
