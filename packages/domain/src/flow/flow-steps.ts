import { progressSteps } from '../constants/progress-steps.js';
import { TransactionStep } from '../constants/transaction-steps.js';
import { TransactionType } from '../constants/transaction-types.js';

/**
 * Steps a current resident already passed for the lease a transaction acts on: they are carried over
 * (recorded as finished when the transaction starts) instead of asked again. A transfer keeps everything
 * about the new home and what it costs; see docs/decisions/0007-transfer-steps.md.
 */
const carriedOver: Readonly<Partial<Record<number, readonly TransactionStep[]>>> = {
  [TransactionType.Transfer]: [
    TransactionStep.Address,
    TransactionStep.Screening,
    TransactionStep.IdentityVerification,
  ],
};

/** The steps a transaction of this type starts with already finished; none for a new application. */
export function carriedOverSteps(type: number): readonly TransactionStep[] {
  return carriedOver[type] ?? [];
}

/** The flow as the drawer lists it for a transaction of this type: carried-over steps left out. */
export function flowSteps(type: number): readonly (typeof progressSteps)[number][] {
  const carried: readonly number[] = carriedOverSteps(type);
  return progressSteps.filter((step) => step.stepCode === null || !carried.includes(step.stepCode));
}

/** Whether the page at `route` is a step carried over for this type, never asked again. */
export function isCarriedOverRoute(type: number, route: string): boolean {
  const carried: readonly number[] = carriedOverSteps(type);
  return progressSteps.some(
    (step) => step.route === route && step.stepCode !== null && carried.includes(step.stepCode),
  );
}

/**
 * The last step an adult walks themselves before the application is submitted: finishing it completes
 * their part (Identity Verification for a new application, Fees & Deposits for a transfer).
 */
export function lastStepWalked(type: number): TransactionStep {
  const walked = flowSteps(type).flatMap((step) =>
    step.stepCode === null || step.stepCode === TransactionStep.Submitted ? [] : [step.stepCode],
  );
  const last = walked.at(-1);
  if (last === undefined) throw new Error(`Transaction type ${type} has no step to walk`);
  return last;
}
