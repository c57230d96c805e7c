// The status pages' paths apart from the rules that choose one: the route tables, which every page loads,
// need only the paths.

/** The pages under /transaction/{id}/ that tell the household where the application as a whole stands. */
export const statusPages = {
  cancelled: 'application-cancelled',
  pendingCriminalReview: 'application-pending-criminal-review',
  pendingConfirmation: 'pending-confirmation',
  outstandingBalance: 'outstanding-balance',
  approved: 'application-approved',
  denied: 'application-denied',
  leaseSigned: 'lease-signed',
  leaseExecuted: 'lease-executed',
  leaseVoided: 'lease-voided',
} as const;
export type StatusPage = (typeof statusPages)[keyof typeof statusPages];
