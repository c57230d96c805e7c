/** The pages of the flow that POST /api/page-complete/{id}/ records so far, in flow order. */
export const completablePages = [
  'address',
  'military-status',
  'lease-terms',
  'rental-profile',
  'income-employment',
  'fees-deposits',
] as const;
export type CompletablePage = (typeof completablePages)[number];
