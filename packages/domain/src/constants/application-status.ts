/** Status codes of an application as the API stores them. Numbers are not ordered by progress. */
export const ApplicationStatus = {
  New: 0,
  InProgress: 5,
  Submitted: 7,
  Approved: 10,
  Denied: 15,
  Cancelled: 20,
  Completed: 25,
  ConditionallyApproved: 30,
  PendingCriminalReview: 40,
  Prequalify: 50,
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

// Pending criminal review and prequalify are internal states: applicants must not see them as such.
const labels = {
  [ApplicationStatus.New]: 'New',
  [ApplicationStatus.InProgress]: 'In Progress',
  [ApplicationStatus.Submitted]: 'Submitted',
  [ApplicationStatus.Approved]: 'Approved',
  [ApplicationStatus.Denied]: 'Denied',
  [ApplicationStatus.Cancelled]: 'Cancelled',
  [ApplicationStatus.Completed]: 'Completed',
  [ApplicationStatus.ConditionallyApproved]: 'Conditionally Approved',
  [ApplicationStatus.PendingCriminalReview]: 'In Progress',
  [ApplicationStatus.Prequalify]: 'Submitted',
} as const satisfies Record<ApplicationStatus, string>;
export type ApplicationStatusLabel = (typeof labels)[ApplicationStatus];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'number' && Object.hasOwn(labels, value);
}

/** The status as shown to applicants; undefined for a code the product does not know. */
export function applicationStatusLabel(code: ApplicationStatus): ApplicationStatusLabel;
export function applicationStatusLabel(code: number): ApplicationStatusLabel | undefined;
export function applicationStatusLabel(code: number): ApplicationStatusLabel | undefined {
  return isApplicationStatus(code) ? labels[code] : undefined;
}
