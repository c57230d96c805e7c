import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { describe, expect, it } from 'vitest';
import { announcementFor, reactionTo } from './realtime-reactions';

describe('reactionTo', () => {
  it.each([
    ['transaction.updated', { transaction_id: 12, status: 10, steps: [160] }],
    ['documents.updated', { transaction_id: 12, document_id: 3, status: 'sent' }],
    ['income.report_ready', { transaction_id: 12, applicant_id: 4 }],
    ['payment.updated', { transaction_id: 12, payment_id: 9, status: 'returned' }],
    ['identity.updated', { transaction_id: 12, applicant_id: 4, status: 'approved' }],
  ])('%s makes stale the queries of its transaction, not of another', (name, payload) => {
    const reaction = reactionTo(name, payload);
    expect(reaction?.affects(['journey', 'transaction', '12'])).toBe(true);
    expect(reaction?.affects(['payments', 'options', 12])).toBe(true);
    expect(reaction?.affects(['journey', 'transaction', '120'])).toBe(false);
    expect(reaction?.affects(['staff', 'applications'])).toBe(false);
  });

  it("makes stale the resident's lease pages on transaction.updated and documents.updated", () => {
    for (const name of ['transaction.updated', 'documents.updated']) {
      const reaction = reactionTo(name, { transaction_id: 12, status: 'sealed' });
      expect(reaction?.affects(['leases', 'mine'])).toBe(true);
      expect(reaction?.affects(['leases', 3, 'transactions'])).toBe(true);
    }
    for (const name of ['income.report_ready', 'payment.updated', 'identity.updated'])
      expect(reactionTo(name, { transaction_id: 12 })?.affects(['leases', 'mine'])).toBe(false);
  });

  it('makes stale the staff pages on application.submitted and application.updated', () => {
    for (const name of ['application.submitted', 'application.updated']) {
      const reaction = reactionTo(name, { transaction_id: 12, status: 7 });
      expect(reaction?.affects(['staff', 'applications', { page: 1 }])).toBe(true);
      expect(reaction?.affects(['journey', 'transaction', '12'])).toBe(false);
    }
  });

  it('carries the new status of transaction.updated only', () => {
    expect(reactionTo('transaction.updated', { transaction_id: 1, status: 10, steps: [] })?.status).toBe(10);
    expect(reactionTo('documents.updated', { transaction_id: 1, status: 'sent' })?.status).toBeUndefined();
  });

  it('ignores unknown events and payloads without a transaction', () => {
    expect(reactionTo('something.else', { transaction_id: 1 })).toBeUndefined();
    expect(reactionTo('transaction.updated', { transaction_id: '1' })).toBeUndefined();
    expect(reactionTo('transaction.updated', null)).toBeUndefined();
  });
});

describe('announcementFor', () => {
  it('announces a status the applicant did not have before', () => {
    expect(announcementFor(ApplicationStatus.Approved, ApplicationStatus.Submitted)).toBe('approved');
    expect(announcementFor(ApplicationStatus.Denied, undefined)).toBe('denied');
  });

  it('stays quiet for an unchanged or internal status', () => {
    expect(announcementFor(ApplicationStatus.Approved, ApplicationStatus.Approved)).toBeUndefined();
    expect(
      announcementFor(ApplicationStatus.PendingCriminalReview, ApplicationStatus.Submitted),
    ).toBeUndefined();
  });
});
