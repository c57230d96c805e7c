import { ApplicationStatus } from '../constants/application-status.js';
import { type ProgressStepRoute, progressSteps } from '../constants/progress-steps.js';
import type { TransactionStep } from '../constants/transaction-steps.js';
import { TransactionType } from '../constants/transaction-types.js';
import { flowSteps } from './flow-steps.js';

/**
 * The steps an applicant walks through themselves on a transaction of this type (by default a new
 * application); Payment Details opens only after approval.
 */
function applicantSteps(type: number) {
  return flowSteps(type).filter((step) => step.stepCode !== null);
}

/** Index of the first step whose event has not been recorded: where the applicant is now. */
export function currentStepIndex(
  completedSteps: ReadonlySet<TransactionStep>,
  type: number = TransactionType.Application,
): number {
  const steps = applicantSteps(type);
  const index = steps.findIndex((step) => step.stepCode !== null && !completedSteps.has(step.stepCode));
  return index === -1 ? steps.length - 1 : index;
}

/** Where "Continue" leads: the first step not finished yet. */
export function nextRoute(
  completedSteps: ReadonlySet<TransactionStep>,
  type: number = TransactionType.Application,
): ProgressStepRoute {
  return (applicantSteps(type)[currentStepIndex(completedSteps, type)] ?? progressSteps[0]).route;
}

/**
 * Spec part 1: the position of the current step in the flow divided by the step count, and 100 only when
 * the status is Completed (issue 37). A household that has submitted stands at Application Complete until
 * the lease is done; the drawer's note, not the bar, says its part is finished.
 */
export function progressPercentage(
  completedSteps: ReadonlySet<TransactionStep>,
  status: ApplicationStatus,
  type: number = TransactionType.Application,
): number {
  if (status === ApplicationStatus.Completed) return 100;
  return Math.round((currentStepIndex(completedSteps, type) / flowSteps(type).length) * 100);
}

export type DrawerStepState = 'completed' | 'current' | 'upcoming';

export interface DrawerStep {
  step: (typeof progressSteps)[number];
  state: DrawerStepState;
  /** Steps are clickable up to the furthest one reached. */
  clickable: boolean;
}

export function drawerSteps(
  completedSteps: ReadonlySet<TransactionStep>,
  type: number = TransactionType.Application,
): DrawerStep[] {
  const current = currentStepIndex(completedSteps, type);
  return flowSteps(type).map((step, index) => {
    const state: DrawerStepState = index < current ? 'completed' : index === current ? 'current' : 'upcoming';
    return { step, state, clickable: index <= current };
  });
}
