/** The `type` sent when accepting terms: each names a different document the applicant agrees to. */
export const TermsType = {
  Payments: 'payments',
  Product: 'product',
  ScreeningCriteria: 'screening_criteria',
  Finicity: 'finicity',
  RentalFees: 'rental_fees',
} as const;
export type TermsType = (typeof TermsType)[keyof typeof TermsType];
