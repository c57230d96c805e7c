import { ApplicationStatus } from '../constants/application-status.js';
import { type ProgressStep, type ProgressStepRoute, progressSteps } from '../constants/progress-steps.js';
import type { TransactionStep } from '../constants/transaction-steps.js';

/** The steps an applicant walks through themselves; Payment Details opens only after approval. */
const applicantSteps = progressSteps.filter((step) => step.stepCode !== null);

/** Index of the first step whose event has not been recorded: where the applicant is now. */
export function currentStepIndex(completedSteps: ReadonlySet<TransactionStep>): number {
  const index = applicantSteps.findIndex(
    (step) => step.stepCode !== null && !completedSteps.has(step.stepCode),
  );
  return index === -1 ? applicantSteps.length - 1 : index;
}

/** Where "Continue" leads: the first step not finished yet. */
export function nextRoute(completedSteps: ReadonlySet<TransactionStep>): ProgressStepRoute {
  return (applicantSteps[currentStepIndex(completedSteps)] ?? progressSteps[0]).route;
}

/**
 * Spec §4: the position of the current step divided by the step count; 100 once Completed, and 100 once
 * the applicant has finished every step of their own (submitted), so the drawer agrees with the status
 * page's "all steps finished" instead of stopping at the last step's position.
 */
export function progressPercentage(
  completedSteps: ReadonlySet<TransactionStep>,
  status: ApplicationStatus,
): number {
  if (status === ApplicationStatus.Completed) return 100;
  if (applicantSteps.every((step) => step.stepCode !== null && completedSteps.has(step.stepCode))) return 100;
  return Math.round((currentStepIndex(completedSteps) / progressSteps.length) * 100);
}

export type DrawerStepState = 'completed' | 'current' | 'upcoming';

export interface DrawerStep {
  step: ProgressStep;
  state: DrawerStepState;
  /** Steps are clickable up to the furthest one reached. */
  clickable: boolean;
}

export function drawerSteps(completedSteps: ReadonlySet<TransactionStep>): DrawerStep[] {
  const current = currentStepIndex(completedSteps);
  return progressSteps.map((step, index) => {
    const state: DrawerStepState = index < current ? 'completed' : index === current ? 'current' : 'upcoming';
    return { step, state, clickable: index <= current };
  });
}
