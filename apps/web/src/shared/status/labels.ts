import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roleByCode } from '@portal/domain/constants/roles';
import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import type { TFunction } from '@/lib/i18n';

type StatusKey =
  | 'new'
  | 'inProgress'
  | 'submitted'
  | 'approved'
  | 'denied'
  | 'cancelled'
  | 'completed'
  | 'conditionallyApproved';

// Pending criminal review and prequalify are internal: applicants read them as In Progress and Submitted.
const statusKeys: Record<number, StatusKey> = {
  [ApplicationStatus.New]: 'new',
  [ApplicationStatus.InProgress]: 'inProgress',
  [ApplicationStatus.Submitted]: 'submitted',
  [ApplicationStatus.Approved]: 'approved',
  [ApplicationStatus.Denied]: 'denied',
  [ApplicationStatus.Cancelled]: 'cancelled',
  [ApplicationStatus.Completed]: 'completed',
  [ApplicationStatus.ConditionallyApproved]: 'conditionallyApproved',
  [ApplicationStatus.PendingCriminalReview]: 'inProgress',
  [ApplicationStatus.Prequalify]: 'submitted',
};

/** The status as applicants read it; a code the portal does not know reads as In Progress. */
export function statusLabel(t: TFunction, status: number): string {
  return t(`status.statuses.${statusKeys[status] ?? 'inProgress'}`);
}

export function roleLabel(t: TFunction, role: number): string {
  const known = roleByCode(role);
  return known ? t(`status.roles.${known.key}`) : '';
}

const categoryKeys = Object.entries(ScreeningCategory) as Array<[keyof typeof ScreeningCategory, number]>;

export function screeningCategoryLabel(t: TFunction, category: number): string {
  const key = categoryKeys.find(([, code]) => code === category)?.[0];
  return key ? t(`status.screeningReports.categories.${key}`) : String(category);
}
