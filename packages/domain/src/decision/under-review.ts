import { ApplicationStatus } from '../constants/application-status.js';

/** While the leasing team is still weighing an application, it may review it, ask for more and decide. */
const underReview: ReadonlySet<number> = new Set([
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
]);

export function isUnderReview(status: number): boolean {
  return underReview.has(status);
}
