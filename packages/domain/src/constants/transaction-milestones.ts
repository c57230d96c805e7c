import { TransactionStep } from './transaction-steps.js';

/**
 * The events that mark where the application as a whole stands (spec: events[].milestone), as opposed to a
 * page of the journey someone finished: submitted, a decision, a hold or request from the leasing team,
 * signed, executed or ended (docs/decisions/0031).
 */
const milestoneSteps: ReadonlySet<number> = new Set<TransactionStep>([
  TransactionStep.Submitted,
  TransactionStep.Canceled,
  TransactionStep.Completed,
  TransactionStep.Denied,
  TransactionStep.Voided,
  TransactionStep.Signed,
  TransactionStep.Approved,
  TransactionStep.UnitUnavailable,
  TransactionStep.GuarantorRequested,
  TransactionStep.OutstandingBalance,
  TransactionStep.NoticeToVacateSigned,
  TransactionStep.IncomeRequested,
  TransactionStep.PendingCriminalReview,
]);

export const isMilestone = (event: number): boolean => milestoneSteps.has(event);
