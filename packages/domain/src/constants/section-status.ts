// The spec names these only by their labels, so the label is the value.
export const SectionStatus = {
  NotStarted: 'Not Started',
  InProgress: 'In Progress',
  Completed: 'Completed',
} as const;
export type SectionStatus = (typeof SectionStatus)[keyof typeof SectionStatus];
