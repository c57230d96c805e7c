import { progressSteps } from '@portal/domain/constants/progress-steps';
import { type RoleCode, roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { Invitee } from '@portal/domain/schemas/household';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';

/** The steps each adult finishes for themselves, up to Identity Verification, which completes their part. */
const ownSteps: readonly number[] = progressSteps
  .map((step) => step.stepCode)
  .filter((code): code is NonNullable<typeof code> => code !== null && code !== TransactionStep.Submitted);

/** Spec §4 section status labels, plus people not on the application yet and dependents (no steps). */
export type MemberState = 'completed' | 'in_progress' | 'not_started' | 'invited' | 'dependent';

export interface MemberProgress {
  key: string;
  firstName: string;
  lastName: string;
  role: number;
  isYou: boolean;
  state: MemberState;
  stepsDone: number;
  stepsTotal: number;
  /** The invitation, for Edit/Resend; null for the primary applicant. */
  invitee: Invitee | null;
  /** Spec: Edit/Resend only for the primary applicant's unregistered invitees, not occupants. */
  canEditInvite: boolean;
}

/** Roles whose unregistered invitations the primary applicant may correct and send again here. */
const EDITABLE_INVITE_ROLES: ReadonlySet<number> = new Set<RoleCode>([
  roles.co_applicant.code,
  roles.guarantor.code,
]);

function stepsOf(transaction: Pick<LeaseTransaction, 'events'>, applicantId: number): Set<number> {
  return new Set(
    transaction.events.filter((event) => event.applicant === applicantId).map((event) => event.event),
  );
}

function stateOf(done: Set<number>): { state: MemberState; stepsDone: number } {
  const stepsDone = ownSteps.filter((code) => done.has(code)).length;
  if (done.has(TransactionStep.IdentityVerification)) return { state: 'completed', stepsDone };
  return { state: stepsDone > 0 ? 'in_progress' : 'not_started', stepsDone };
}

/**
 * Everyone on the application and how far each has come: the primary applicant first, then the people
 * they added (GET …/invitees/), those who joined with the steps they finished.
 */
export function householdProgress(
  transaction: Pick<LeaseTransaction, 'events' | 'primary_applicant' | 'applicant'>,
  invitees: readonly Invitee[],
): MemberProgress[] {
  const viewerIsPrimary = transaction.applicant.role === roles.primary_applicant.code;
  const primary = transaction.primary_applicant;
  const members: MemberProgress[] = [
    {
      key: `applicant-${primary.id}`,
      firstName: primary.first_name,
      lastName: primary.last_name,
      role: roles.primary_applicant.code,
      isYou: primary.id === transaction.applicant.id,
      ...stateOf(stepsOf(transaction, primary.id)),
      stepsTotal: ownSteps.length,
      invitee: null,
      canEditInvite: false,
    },
  ];
  for (const invitee of invitees) {
    const joinedAs = invitee.applicant_id;
    const progress =
      invitee.role === roles.dependent.code
        ? { state: 'dependent' as const, stepsDone: 0 }
        : joinedAs === null
          ? { state: 'invited' as const, stepsDone: 0 }
          : stateOf(stepsOf(transaction, joinedAs));
    members.push({
      key: `invitee-${invitee.id}`,
      firstName: invitee.first_name,
      lastName: invitee.last_name,
      role: invitee.role,
      isYou: joinedAs !== null && joinedAs === transaction.applicant.id,
      ...progress,
      stepsTotal: ownSteps.length,
      invitee,
      canEditInvite: viewerIsPrimary && !invitee.joined && EDITABLE_INVITE_ROLES.has(invitee.role),
    });
  }
  return members;
}
