import { FinancialSourceStatus } from './financial-source-status.js';

// The statuses of a source review: apart from its request schema, so the review form lists them without
// bringing zod.

/** The statuses staff set on a source; Pending clears an earlier verification. */
export const reviewStatuses = {
  pending: FinancialSourceStatus.Pending,
  verified: FinancialSourceStatus.Verified,
  unverified: FinancialSourceStatus.Unverified,
  insufficient_documents: FinancialSourceStatus.InsufficientDocuments,
} as const;
export type ReviewStatus = keyof typeof reviewStatuses;
