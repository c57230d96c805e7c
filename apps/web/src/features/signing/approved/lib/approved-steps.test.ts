import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { describe, expect, it } from 'vitest';
import {
  approvalHeading,
  approvalSubtitle,
  canContinueToSigning,
  documentToSign,
  initialStep,
  maySignInSession,
  renewalBackLease,
  stepAfterAgreement,
  stepAfterApproval,
} from './approved-steps';

type Event = { event: number; applicant: number | null; created_at: string; milestone: boolean };
const paid: Event = {
  event: TransactionStep.FeesDeposits,
  applicant: 11,
  created_at: '2026-11-20T10:00:00Z',
  milestone: false,
};
const signed: Event = {
  event: TransactionStep.Signed,
  applicant: 11,
  created_at: '2026-11-25T10:00:00Z',
  milestone: true,
};
const transaction = (role = 10, events: Event[] = [paid], documents_sent = true, type = 10) => ({
  type,
  applicant: { id: 11, role, has_access_to_application_link: true },
  events,
  documents_sent,
});
const pending = { is_pending_signature: true };
const doc = (id: number, state: { is_signed?: boolean; is_voided?: boolean } = {}) => ({
  id,
  name: `Document ${id}`,
  document_type: 'lease' as const,
  is_signed: state.is_signed ?? false,
  is_voided: state.is_voided ?? false,
});

describe('the approval message of a notice to vacate', () => {
  it.each([
    [true, true, 'noticeSign', true],
    [true, false, 'noticeEmail', false],
    [false, true, 'noticeEmail', false],
  ])('documents sent %s, pending %s: %s', (documentsSent, isPending, subtitle, signs) => {
    const notice = transaction(10, [], documentsSent, 40);
    const signing = { is_pending_signature: isPending };
    expect(approvalSubtitle(notice, signing)).toBe(subtitle);
    expect(canContinueToSigning(notice, signing)).toBe(signs);
    expect(approvalHeading(notice)).toBe('noticeHeading');
  });
});

describe('the approval message', () => {
  it('asks the applicant to review and sign once the documents are out and they paid', () => {
    expect(approvalSubtitle(transaction(), pending)).toBe('reviewAndSign');
    expect(canContinueToSigning(transaction(), pending)).toBe(true);
  });

  it('tells the guarantor and anyone not pending a signature that everything will be finalized', () => {
    expect(approvalSubtitle(transaction(30), pending)).toBe('finalized');
    expect(canContinueToSigning(transaction(30), pending)).toBe(false);
    expect(approvalSubtitle(transaction(), { is_pending_signature: false })).toBe('finalized');
  });

  it('says the team will reach out while nothing was paid, or once the caller has signed', () => {
    expect(approvalSubtitle(transaction(10, []), pending)).toBe('body');
    expect(approvalSubtitle(transaction(10, [paid, signed]), pending)).toBe('body');
    expect(canContinueToSigning(transaction(10, []), pending)).toBe(false);
    expect(canContinueToSigning(transaction(10, [paid, signed]), pending)).toBe(false);
  });

  it('follows the payment and signing events, not whether the lease itself is out: an addendum may await the caller', () => {
    expect(approvalSubtitle(transaction(10, [paid], false), pending)).toBe('reviewAndSign');
    expect(canContinueToSigning(transaction(10, [paid], false), pending)).toBe(true);
  });

  it('lets a resident go on to a document change with nothing paid, until they sign', () => {
    for (const type of [20, 80]) {
      expect(approvalSubtitle(transaction(10, [], true, type), pending)).toBe('documentChange.reviewAndSign');
      expect(approvalSubtitle(transaction(10, [signed], true, type), pending)).toBe('documentChange.body');
      expect(approvalSubtitle(transaction(10, [], true, type), { is_pending_signature: false })).toBe(
        'documentChange.finalized',
      );
      expect(canContinueToSigning(transaction(10, [signed], true, type), pending)).toBe(false);
    }
  });
});

describe('the approval message of a renewal (type 30)', () => {
  const renewal = (documentsSent: boolean) => transaction(10, [], documentsSent, 30);

  it('is titled for the renewal', () => {
    expect(approvalHeading(renewal(false))).toBe('renewalHeading');
    expect(approvalHeading(transaction(10, [], false, 60))).toBe('transferHeading');
    expect(approvalHeading(transaction())).toBe('heading');
  });

  it.each([
    [true, true, 'reviewAndSign'],
    [true, false, 'body'],
    [false, false, 'renewalNotPending'],
    [false, true, 'renewalNotPending'],
  ] as const)('pending %s, documents sent %s: %s', (isPending, documentsSent, subtitle) => {
    expect(approvalSubtitle(renewal(documentsSent), { is_pending_signature: isPending })).toBe(subtitle);
  });

  it("continues to signing without a payment step while the caller's signature is awaited", () => {
    expect(canContinueToSigning(renewal(true), pending)).toBe(true);
    expect(canContinueToSigning(renewal(true), { is_pending_signature: false })).toBe(false);
  });

  it('goes back to the renewal offers for a renewal or notice with self-service renewals only', () => {
    const lease = { id: 7, enable_self_service_renewals: true };
    expect(renewalBackLease({ type: 30, lease })).toBe(7);
    expect(renewalBackLease({ type: 40, lease })).toBe(7);
    expect(
      renewalBackLease({ type: 30, lease: { ...lease, enable_self_service_renewals: false } }),
    ).toBeNull();
    expect(renewalBackLease({ type: 10, lease })).toBeNull();
    expect(renewalBackLease({ type: 30, lease: null })).toBeNull();
  });
});

describe('the steps', () => {
  it('goes to the agreement when the community agrees on rental options first, else payment details', () => {
    expect(stepAfterApproval(true)).toBe('agreement');
    expect(stepAfterApproval(false)).toBe('payment');
  });

  it('goes from the agreement to the documents when several are signable', () => {
    expect(stepAfterAgreement([doc(1)])).toBe('payment');
    expect(stepAfterAgreement([doc(1), doc(2)])).toBe('documents');
  });

  it('starts past the approval message when the navigation asks', () => {
    expect(initialStep(false, true)).toBe('approval');
    expect(initialStep(true, true)).toBe('agreement');
    expect(initialStep(true, false)).toBe('payment');
    // A document change opens on its document (spec: initial step), whatever the community's setting.
    expect(initialStep(false, true, true)).toBe('payment');
  });

  it('signs the first document neither signed nor voided', () => {
    expect(documentToSign([doc(1, { is_signed: true }), doc(2, { is_voided: true }), doc(3)])?.id).toBe(3);
    expect(documentToSign([doc(1, { is_signed: true })])).toBeUndefined();
  });
});

describe('maySignInSession', () => {
  const staff = { id: 3, first_name: 'Dana', last_name: 'Reyes', can_sign_documents_while_wormholed: false };
  it('lets applicants sign, and staff acting as them only with the permission', () => {
    expect(maySignInSession(null)).toBe(true);
    expect(maySignInSession({ kind: 'user', impersonated_by: null })).toBe(true);
    expect(maySignInSession({ kind: 'impersonated', impersonated_by: staff })).toBe(false);
    expect(
      maySignInSession({
        kind: 'impersonated',
        impersonated_by: { ...staff, can_sign_documents_while_wormholed: true },
      }),
    ).toBe(true);
  });
});
