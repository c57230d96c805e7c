import { OTHER_VACATE_REASON } from '@portal/domain/leases/notice-to-vacate';

/** What the details page chose, kept for the new-address page (this tab only, cleared once sent). */
export interface VacateDraft {
  move_out_date: string;
  reasons: string[];
  other: string;
}

const keyOf = (leaseId: number) => `portal.vacate-draft.${leaseId}`;

export function readVacateDraft(leaseId: number): VacateDraft | null {
  try {
    const stored = sessionStorage.getItem(keyOf(leaseId));
    return stored ? (JSON.parse(stored) as VacateDraft) : null;
  } catch {
    return null;
  }
}

export function saveVacateDraft(leaseId: number, draft: VacateDraft): void {
  sessionStorage.setItem(keyOf(leaseId), JSON.stringify(draft));
}

export function clearVacateDraft(leaseId: number): void {
  sessionStorage.removeItem(keyOf(leaseId));
}

export type DraftProblem = 'dateRequired' | 'tooEarly' | 'reasonsRequired' | 'otherRequired';

/** The details page's own checks, the server's rules (which check again) read ahead. */
export function draftProblems(
  draft: VacateDraft,
  earliest: string,
): Partial<Record<keyof VacateDraft, DraftProblem>> {
  const problems: Partial<Record<keyof VacateDraft, DraftProblem>> = {};
  if (!draft.move_out_date) problems.move_out_date = 'dateRequired';
  else if (draft.move_out_date < earliest) problems.move_out_date = 'tooEarly';
  if (draft.reasons.length === 0) problems.reasons = 'reasonsRequired';
  if (draft.reasons.includes(OTHER_VACATE_REASON) && !draft.other.trim()) problems.other = 'otherRequired';
  return problems;
}

export const vacatePath = (community: string, leaseId: number, page: 'details' | 'new-address') =>
  `/${community}/lease/${leaseId}/vacate/${page}`;
