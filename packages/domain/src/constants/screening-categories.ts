export const ScreeningCategory = {
  Credit: 10,
  Criminal: 20,
  Eviction: 30,
  Income: 40,
} as const;
export type ScreeningCategory = (typeof ScreeningCategory)[keyof typeof ScreeningCategory];
