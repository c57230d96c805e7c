import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { describe, expect, it } from 'vitest';
import { statusPageOf } from './status-pages';

const event = (code: number) => ({ event: code, applicant: null, created_at: '2026-11-22T15:00:00.000Z' });

describe('statusPageOf', () => {
  it.each([
    [ApplicationStatus.InProgress, [], null],
    [ApplicationStatus.Submitted, [], null],
    [ApplicationStatus.Cancelled, [], 'application-cancelled'],
    [ApplicationStatus.Cancelled, [event(TransactionStep.WaitingAgentConfirmation)], 'application-cancelled'],
    [ApplicationStatus.PendingCriminalReview, [], 'application-pending-criminal-review'],
    [ApplicationStatus.Submitted, [event(TransactionStep.WaitingAgentConfirmation)], 'pending-confirmation'],
    // Waiting for an agent only matters once the household has submitted.
    [ApplicationStatus.InProgress, [event(TransactionStep.WaitingAgentConfirmation)], null],
    [ApplicationStatus.Approved, [event(TransactionStep.WaitingAgentConfirmation)], 'application-approved'],
    [ApplicationStatus.Approved, [], 'application-approved'],
    [ApplicationStatus.ConditionallyApproved, [], 'application-approved'],
    [ApplicationStatus.Denied, [], 'application-denied'],
    [ApplicationStatus.Approved, [event(TransactionStep.OutstandingBalance)], 'outstanding-balance'],
    // A payment the bank returned holds the application, whatever step it was at, until it is paid again.
    [ApplicationStatus.InProgress, [event(TransactionStep.OutstandingBalance)], 'outstanding-balance'],
    [ApplicationStatus.Submitted, [event(TransactionStep.OutstandingBalance)], 'outstanding-balance'],
    [ApplicationStatus.Cancelled, [event(TransactionStep.OutstandingBalance)], 'application-cancelled'],
  ])('status %i with %j → %s', (status, events, expected) => {
    expect(statusPageOf({ status, events })).toBe(expected);
  });
});
