import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { isMilestone } from '@portal/domain/constants/transaction-milestones';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { describe, expect, it } from 'vitest';
import { statusPages } from './status-page-paths';
import { guestDestinationOf, isStatusPageOpen, statusPageOf, statusRedirectOf } from './status-pages';

const ME = 11;
const OTHER = 12;
const event = (code: number, minute = 0, applicant: number | null = null) => ({
  event: code,
  applicant,
  created_at: new Date(Date.UTC(2026, 10, 22, 15, minute)).toISOString(),
  milestone: isMilestone(code),
});
const { Approved, ConditionallyApproved, Submitted, Completed } = ApplicationStatus;
const { WaitingAgentConfirmation: waiting, Signed, Voided, OutstandingBalance } = TransactionStep;
const approval = event(TransactionStep.Approved, 1, ME);

describe('statusPageOf', () => {
  it.each([
    [ApplicationStatus.InProgress, [], null],
    [Submitted, [], null],
    [ApplicationStatus.Cancelled, [], 'application-cancelled'],
    [ApplicationStatus.Cancelled, [event(waiting)], 'application-cancelled'],
    [ApplicationStatus.PendingCriminalReview, [], 'application-pending-criminal-review'],
    [Submitted, [event(waiting)], 'pending-confirmation'],
    // Waiting for an agent only matters once the household has submitted.
    [ApplicationStatus.InProgress, [event(waiting)], null],
    // The agent's confirmation before the approval is not the countersignature the signing round waits for.
    [Approved, [event(waiting, 0), approval], 'application-approved'],
    [Approved, [], 'application-approved'],
    [ConditionallyApproved, [], 'application-approved'],
    [ApplicationStatus.Denied, [], 'application-denied'],
    [Approved, [event(OutstandingBalance)], 'outstanding-balance'],
    // A payment the bank returned holds the application, whatever step it was at, until it is paid again.
    [ApplicationStatus.InProgress, [event(OutstandingBalance)], 'outstanding-balance'],
    [Submitted, [event(OutstandingBalance)], 'outstanding-balance'],
    [ApplicationStatus.Cancelled, [event(OutstandingBalance)], 'application-cancelled'],
  ])('status %i with %j → %s', (status, events, expected) => {
    expect(statusPageOf({ status, events })).toBe(expected);
  });
});

describe('statusPageOf a renewal', () => {
  it('tells a requested renewal on the Approved screen, as an application it would still be in the flow', () => {
    expect(statusPageOf({ type: 30, status: Submitted, events: [] })).toBe(statusPages.approved);
    expect(statusPageOf({ type: 10, status: Submitted, events: [] })).toBeNull();
  });
});

describe('statusPageOf while the lease is signed', () => {
  const page = (status: number, events: ReturnType<typeof event>[], documents_sent = true) =>
    statusPageOf({
      status,
      events,
      applicant: { id: ME, role: 10, has_access_to_application_link: true },
      documents_sent,
    });

  it('keeps everyone on lease-executed once the application is completed', () => {
    expect(page(Completed, [approval, event(Signed, 2, ME), event(waiting, 3)])).toBe('lease-executed');
    expect(page(Completed, [])).toBe('lease-executed');
  });

  it('says the leasing team countersigns once everyone has signed', () => {
    const everyone = [approval, event(Signed, 2, ME), event(Signed, 3, OTHER), event(waiting, 3)];
    expect(page(Approved, everyone)).toBe('pending-confirmation');
    expect(page(ConditionallyApproved, everyone)).toBe('pending-confirmation');
  });

  it('thanks the caller who signed, whatever the others have done', () => {
    expect(page(Approved, [approval, event(Signed, 2, ME)])).toBe('lease-signed');
    expect(page(Approved, [approval, event(Signed, 2, OTHER)])).toBe('application-approved');
  });

  it('tells the household the lease was withdrawn until a new one is sent', () => {
    const voided = [approval, event(Signed, 2, ME), event(Voided, 3)];
    expect(page(Approved, voided, false)).toBe('lease-voided');
    // A new lease is out: the signature of the voided one does not count, the caller signs again.
    expect(page(Approved, voided, true)).toBe('application-approved');
    expect(page(Approved, [...voided, event(Signed, 5, ME)], true)).toBe('lease-signed');
    expect(page(Approved, [...voided, event(Signed, 5, ME), event(waiting, 6)], true)).toBe(
      'pending-confirmation',
    );
  });
});

describe('isStatusPageOpen', () => {
  const approvedAt = '2026-11-25T10:00:00.000Z';
  const later = '2026-11-25T11:00:00.000Z';
  const everyoneSigned = {
    status: ApplicationStatus.Approved,
    applicant: { id: 1, role: 10, has_access_to_application_link: true },
    documents_sent: true,
    events: [
      { event: TransactionStep.Approved, applicant: 1, created_at: approvedAt, milestone: true },
      { event: TransactionStep.Signed, applicant: 1, created_at: later, milestone: true },
      {
        event: TransactionStep.WaitingAgentConfirmation,
        applicant: null,
        created_at: later,
        milestone: false,
      },
    ],
  };

  it('opens lease-signed right after the caller signed, even when their signature completed the round', () => {
    expect(statusPageOf(everyoneSigned)).toBe(statusPages.pendingConfirmation);
    expect(isStatusPageOpen(everyoneSigned, statusPages.leaseSigned, true)).toBe(true);
    expect(isStatusPageOpen(everyoneSigned, statusPages.leaseSigned, false)).toBe(false);
    expect(isStatusPageOpen(everyoneSigned, statusPages.pendingConfirmation, false)).toBe(true);
  });

  it('never opens lease-signed once the lease is executed', () => {
    const executed = { ...everyoneSigned, status: ApplicationStatus.Completed };
    expect(isStatusPageOpen(executed, statusPages.leaseSigned, true)).toBe(false);
    expect(isStatusPageOpen(executed, statusPages.leaseExecuted, false)).toBe(true);
  });
});

describe('statusRedirectOf', () => {
  const at = (status: number, events: ReturnType<typeof event>[]) => ({
    status,
    events,
    applicant: { id: ME, role: 10, has_access_to_application_link: true },
    documents_sent: false,
  });
  const everyone = at(Approved, [approval, event(Signed, 2, ME), event(waiting, 3)]);

  it('sends a caller who has just signed on to lease-signed, even when their signature completed the round', () => {
    expect(statusRedirectOf(everyone, statusPages.pendingConfirmation, true)).toEqual({
      page: statusPages.leaseSigned,
      state: { justSigned: true },
    });
    expect(statusRedirectOf(everyone, statusPages.pendingConfirmation, false)).toEqual({
      page: statusPages.pendingConfirmation,
    });
  });

  it('sends them where the transaction is when that is not about their signature', () => {
    const voided = at(Approved, [approval, event(Voided, 2)]);
    expect(statusRedirectOf(voided, statusPages.leaseVoided, true)).toEqual({
      page: statusPages.leaseVoided,
    });
    const executed = { ...everyone, status: Completed };
    expect(statusRedirectOf(executed, statusPages.leaseExecuted, true)).toEqual({
      page: statusPages.leaseExecuted,
    });
  });
});

describe('guestDestinationOf', () => {
  const document = (id: number, state: { is_signed?: boolean; is_voided?: boolean } = {}) => ({
    id,
    name: `Document ${id}`,
    document_type: 'guarantor_agreement' as const,
    is_signed: false,
    is_voided: false,
    ...state,
  });

  it('sends a guest to sign the first document waiting for them', () => {
    const waiting = document(2);
    expect(
      guestDestinationOf({
        executed: false,
        signable_documents: [document(1, { is_signed: true }), document(3, { is_voided: true }), waiting],
      }),
    ).toEqual({ sign: waiting });
  });

  it('shows lease-signed once all theirs are signed, and lease-executed once the lease is', () => {
    const signed = [document(1, { is_signed: true })];
    expect(guestDestinationOf({ executed: false, signable_documents: signed })).toEqual({
      page: 'lease-signed',
    });
    expect(guestDestinationOf({ executed: true, signable_documents: signed })).toEqual({
      page: 'lease-executed',
    });
    // Once the lease is executed nothing is left to sign.
    expect(guestDestinationOf({ executed: true, signable_documents: [document(4)] })).toEqual({
      page: 'lease-executed',
    });
  });
});
