import { describe, expect, it } from 'vitest';
import { ApplicationStatus } from '../constants/application-status.js';
import { isCancellableStatus } from './cancel-application.js';

describe('isCancellableStatus', () => {
  it.each([
    [ApplicationStatus.New, true],
    [ApplicationStatus.InProgress, true],
    [ApplicationStatus.Submitted, true],
    [ApplicationStatus.PendingCriminalReview, true],
    [ApplicationStatus.Prequalify, true],
    [ApplicationStatus.Approved, false],
    [ApplicationStatus.ConditionallyApproved, false],
    [ApplicationStatus.Denied, false],
    [ApplicationStatus.Completed, false],
    [ApplicationStatus.Cancelled, false],
    [999, false],
  ])('status %i → %s', (status, expected) => {
    expect(isCancellableStatus(status)).toBe(expected);
  });
});
