import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApplicationStatus, applicationStatusLabel, isApplicationStatus } from './application-status.js';

describe('applicationStatusLabel', () => {
  it('shows pending criminal review as In Progress', () => {
    expect(applicationStatusLabel(ApplicationStatus.PendingCriminalReview)).toBe('In Progress');
    expect(applicationStatusLabel(40)).toBe(applicationStatusLabel(ApplicationStatus.InProgress));
  });

  it('shows prequalify as Submitted', () => {
    expect(applicationStatusLabel(ApplicationStatus.Prequalify)).toBe('Submitted');
    expect(applicationStatusLabel(50)).toBe(applicationStatusLabel(ApplicationStatus.Submitted));
  });

  it('labels the statuses applicants can be in', () => {
    expect(applicationStatusLabel(0)).toBe('New');
    expect(applicationStatusLabel(30)).toBe('Conditionally Approved');
    expect(applicationStatusLabel(20)).toBe('Cancelled');
  });

  it('has no label for an unknown code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double()).filter((value) => !isApplicationStatus(value)),
        (value) => applicationStatusLabel(value) === undefined,
      ),
    );
  });
});

describe('isApplicationStatus', () => {
  it('recognises every status and nothing that is not a number code', () => {
    for (const code of Object.values(ApplicationStatus)) expect(isApplicationStatus(code)).toBe(true);
    expect(isApplicationStatus('5')).toBe(false);
    expect(isApplicationStatus(6)).toBe(false);
    expect(isApplicationStatus(null)).toBe(false);
  });
});
