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

export const vacatePath = (community: string, leaseId: number, page: 'details' | 'new-address') =>
  `/${community}/lease/${leaseId}/vacate/${page}`;
