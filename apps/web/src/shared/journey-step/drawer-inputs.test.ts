import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { describe, expect, it } from 'vitest';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import {
  canOpenStep,
  completedStepCodes,
  drawerBlockInput,
  drawerModel,
  holdActionPath,
  holdRedirect,
  nextRouteOf,
  primaryApplicantName,
  quoteExpiredPath,
} from './drawer-inputs';

const at = '2026-11-20T10:00:00.000Z';

const transaction = leaseTransactionFixture;

describe('completedStepCodes', () => {
  it("counts only the caller's own events and known step codes", () => {
    const codes = completedStepCodes(
      transaction({
        events: [
          { event: TransactionStep.Address, applicant: 11, created_at: at, milestone: false },
          { event: TransactionStep.Military, applicant: 12, created_at: at, milestone: false },
          { event: 9999, applicant: 11, created_at: at, milestone: false },
        ],
      }),
    );
    expect([...codes]).toEqual([TransactionStep.Address]);
  });
});

describe('drawerModel', () => {
  it('starts at Current Address with 0%', () => {
    const model = drawerModel(transaction());
    expect(model.next).toBe('address');
    expect(model.percentage).toBe(0);
    expect(model.blockReason).toBeNull();
    expect(model.steps[0]).toMatchObject({ state: 'current', clickable: true });
    expect(model.steps[1]).toMatchObject({ state: 'upcoming', clickable: false });
  });

  it('moves on as pages are finished', () => {
    const done = transaction({
      events: [
        { event: TransactionStep.Address, applicant: 11, created_at: at, milestone: false },
        { event: TransactionStep.Military, applicant: 11, created_at: at, milestone: false },
      ],
    });
    const model = drawerModel(done);
    expect(model.next).toBe('lease-terms');
    expect(model.percentage).toBe(20);
    expect(model.steps.slice(0, 3).map((step) => step.state)).toEqual(['completed', 'completed', 'current']);
    expect(nextRouteOf(done)).toBe('lease-terms');
    expect(canOpenStep(done, 'military-status')).toBe(true);
    expect(canOpenStep(transaction(), 'military-status')).toBe(false);
  });

  it('leaves out of a transfer the steps carried over from the lease, and never opens their pages', () => {
    const carried = [
      TransactionStep.Address,
      TransactionStep.Screening,
      TransactionStep.IdentityVerification,
    ];
    const transfer = transaction({
      type: 60,
      events: carried.map((event) => ({ event, applicant: 11, created_at: at, milestone: false })),
    });
    const model = drawerModel(transfer);
    expect(model.next).toBe('military-status');
    expect(model.steps.map((step) => step.step.route)).not.toContain('address');
    expect(canOpenStep(transfer, 'address')).toBe(false);
    expect(canOpenStep(transfer, 'id-verify')).toBe(false);
    expect(canOpenStep(transfer, 'military-status')).toBe(true);
  });

  it('opens Payment Details once the applicant has paid at Fees & Deposits', () => {
    expect(canOpenStep(transaction(), 'payment-details')).toBe(false);
    const paid = transaction({
      events: [{ event: TransactionStep.FeesDeposits, applicant: 11, created_at: at, milestone: false }],
    });
    expect(canOpenStep(paid, 'payment-details')).toBe(true);
  });

  it('blocks the drawer for a cancelled application, an expired quote or a gone unit', () => {
    expect(drawerModel(transaction({ status: ApplicationStatus.Cancelled })).blockReason).toBe('cancelled');
    expect(drawerModel(transaction({ quote_expired: true })).blockReason).toBe('quote_expired');
    expect(drawerModel(transaction({ unit_available: false })).blockReason).toBe('unit_unavailable_primary');
    const roommate = transaction({
      unit_available: false,
      applicant: { id: 12, role: 20, has_access_to_application_link: true },
    });
    expect(drawerModel(roommate).blockReason).toBe('unit_unavailable_household');
    expect(drawerModel(roommate).viewProgress).toBe('unit-unavailable');
  });

  it('reads the move-in threshold from the applicant and the guarantor request from the transaction', () => {
    expect(
      drawerModel(transaction(), { applicant: { is_move_in_threshold_exceeded: true } }).blockReason,
    ).toBe('move_in_threshold_exceeded');
    const requested = transaction({ guarantor_requested: true });
    expect(drawerBlockInput(requested).guarantorRequested).toBe(true);
    expect(drawerModel(requested).blockReason).toBe('guarantor_requested');
  });

  it('keeps an applicant asked for more income documents on Income & Employment until they edit the sources', () => {
    const asked = drawerModel(
      transaction({
        income_requested: true,
        events: [{ event: TransactionStep.Submitted, applicant: 1, created_at: at, milestone: true }],
        applicant: { id: 1, role: 20, has_access_to_application_link: true },
      }),
    );
    expect(asked.blockReason).toBe('income_requested');
    expect(holdRedirect('maple-court', 7, asked, 'application-complete')).toBe(
      '/maple-court/transaction/7/income-employment',
    );
    expect(holdRedirect('maple-court', 7, asked, 'income-employment')).toBeNull();
  });

  it('keeps the primary applicant on a guarantor request until one is invited, the household on its pages', () => {
    const submitted = {
      guarantor_requested: true,
      events: [{ event: TransactionStep.Submitted, applicant: 1, created_at: at, milestone: true }],
    };
    const primary = drawerModel(
      transaction({ ...submitted, applicant: { id: 1, role: 10, has_access_to_application_link: true } }),
    );
    expect(primary.blockReason).toBe('guarantor_requested');
    expect(holdRedirect('maple-court', 7, primary, 'application-complete')).toBe(
      '/maple-court/transaction/7/guarantor_request',
    );
    expect(holdRedirect('maple-court', 7, primary, 'invite-guarantor')).toBeNull();
    const roommate = drawerModel(
      transaction({ ...submitted, applicant: { id: 1, role: 20, has_access_to_application_link: true } }),
    );
    expect(roommate.blockReason).toBe('guarantor_requested');
    expect(holdRedirect('maple-court', 7, roommate, 'application-complete')).toBeNull();
  });

  it('no longer counts a submitted application as being finished', () => {
    const submitted = transaction({
      events: [{ event: TransactionStep.Submitted, applicant: 11, created_at: at, milestone: true }],
    });
    expect(drawerBlockInput(submitted).isFinishingApplication).toBe(false);
    expect(drawerBlockInput(transaction({ status: ApplicationStatus.Approved })).isFinishingApplication).toBe(
      false,
    );
  });
});

describe('price changes (spec §4 and §6)', () => {
  const roommate = { applicant: { id: 12, role: 20, has_access_to_application_link: true } };

  it('blocks the primary applicant until the new prices are confirmed, and sends them to review them', () => {
    const model = drawerModel(transaction(), { hasUnconfirmedPriceChange: true });
    expect(model.blockReason).toBe('price_changed');
    expect(model.holdAction).toBe('reviewPrice');
    // Payment details comes with approval; until then the price review stands in for it.
    expect(model.viewProgress).toBe('pricing-updated');
    expect(holdActionPath('maple-court', 7, model)).toBe('/maple-court/transaction/7/pricing-updated');
  });

  it('never warns anyone else about a price change', () => {
    const model = drawerModel(transaction(roommate), { hasUnconfirmedPriceChange: true });
    expect(model.blockReason).toBeNull();
    expect(model.viewProgress).toBe('address');
    expect(holdRedirect('maple-court', 7, model, 'address')).toBeNull();
  });
});

describe('holds', () => {
  const roommate = { applicant: { id: 12, role: 20, has_access_to_application_link: true } };
  const redirect = (t: LeaseTransaction, page: string, hasUnconfirmedPriceChange = false) =>
    holdRedirect('maple-court', t.id, drawerModel(t, { hasUnconfirmedPriceChange }), page);

  it.each([
    // A gone unit keeps everyone on unit-unavailable.
    [{ unit_available: false }, 'address', '/maple-court/transaction/7/unit-unavailable'],
    [{ unit_available: false }, 'lease-terms', '/maple-court/transaction/7/unit-unavailable'],
    [{ unit_available: false }, 'unit-unavailable', null],
    [{ unit_available: false, ...roommate }, 'address', '/maple-court/transaction/7/unit-unavailable'],
    // An expired quote: the primary applicant may re-quote on lease terms; the household waits.
    [{ quote_expired: true }, 'rental-profile', '/maple-court/quote-expired?transaction=7'],
    [{ quote_expired: true }, 'lease-terms', null],
    [{ quote_expired: true, ...roommate }, 'lease-terms', '/maple-court/quote-expired?transaction=7'],
    // Nothing on hold, or a hold that does not stop the flow.
    [{}, 'address', null],
    [{ status: ApplicationStatus.Cancelled }, 'address', null],
  ] as const)('%j on %s goes to %s', (change, page, destination) => {
    expect(redirect(transaction(change), page)).toBe(destination);
  });

  it('keeps the primary applicant on the price review until they confirm', () => {
    expect(redirect(transaction(), 'rental-profile', true)).toBe(
      '/maple-court/transaction/7/pricing-updated',
    );
    expect(redirect(transaction(), 'pricing-updated', true)).toBeNull();
  });

  it('offers the primary applicant the way out of a hold, and names who the household waits for', () => {
    const gone = drawerModel(transaction({ unit_available: false }));
    expect(gone.holdAction).toBe('chooseUnit');
    expect(holdActionPath('maple-court', 7, gone)).toBe('/maple-court/transaction/7/unit-unavailable');
    const expired = drawerModel(transaction({ quote_expired: true }));
    expect(expired.holdAction).toBe('reviewQuote');
    expect(holdActionPath('maple-court', 7, expired)).toBe(quoteExpiredPath('maple-court', 7));
    expect(drawerModel(transaction({ unit_available: false, ...roommate })).holdAction).toBeNull();
    expect(holdActionPath('maple-court', 7, drawerModel(transaction()))).toBeNull();
    expect(primaryApplicantName(transaction())).toBe('Avery Quinn');
  });
});
