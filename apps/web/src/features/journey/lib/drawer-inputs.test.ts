import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { describe, expect, it } from 'vitest';
import { canOpenStep, completedStepCodes, drawerBlockInput, drawerModel, nextRouteOf } from './drawer-inputs';

const at = '2026-11-20T10:00:00.000Z';

function transaction(overrides: Partial<LeaseTransaction> = {}): LeaseTransaction {
  return {
    id: 7,
    type: 10,
    status: ApplicationStatus.InProgress,
    community: { id: 1, slug: 'maple-court', display_name: 'Maple Court' },
    unit: {
      id: 2,
      unit_number: '102',
      layout: '1 Bedroom',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 700,
      available_date: '2026-11-01',
      building: { name: 'A', street_address: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701' },
    },
    unit_available: true,
    lease_start_date: null,
    lease_end_date: null,
    lease_term: null,
    move_in_date: null,
    selected_rental_options: [],
    events: [],
    primary_applicant: { id: 11, first_name: 'Avery', last_name: 'Quinn' },
    applicant: { id: 11, role: 10 },
    quote_expired: false,
    ...overrides,
  };
}

describe('completedStepCodes', () => {
  it("counts only the caller's own events and known step codes", () => {
    const codes = completedStepCodes(
      transaction({
        events: [
          { event: TransactionStep.Address, applicant: 11, created_at: at },
          { event: TransactionStep.Military, applicant: 12, created_at: at },
          { event: 9999, applicant: 11, created_at: at },
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
        { event: TransactionStep.Address, applicant: 11, created_at: at },
        { event: TransactionStep.Military, applicant: 11, created_at: at },
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

  it('blocks the drawer for a cancelled application, an expired quote or a gone unit', () => {
    expect(drawerModel(transaction({ status: ApplicationStatus.Cancelled })).blockReason).toBe('cancelled');
    expect(drawerModel(transaction({ quote_expired: true })).blockReason).toBe('quote_expired');
    expect(drawerModel(transaction({ unit_available: false })).blockReason).toBe('unit_unavailable_primary');
    const roommate = transaction({ unit_available: false, applicant: { id: 12, role: 20 } });
    expect(drawerModel(roommate).blockReason).toBe('unit_unavailable_household');
    expect(drawerModel(roommate).viewProgress).toBe('unit-unavailable');
  });

  it('reads the move-in threshold from the applicant and requests from the events', () => {
    expect(drawerModel(transaction(), { is_move_in_threshold_exceeded: true }).blockReason).toBe(
      'move_in_threshold_exceeded',
    );
    const requested = transaction({
      events: [{ event: TransactionStep.GuarantorRequested, applicant: null, created_at: at }],
    });
    expect(drawerBlockInput(requested).guarantorRequested).toBe(true);
    expect(drawerModel(requested).blockReason).toBe('guarantor_requested');
  });

  it('no longer counts a submitted application as being finished', () => {
    const submitted = transaction({
      events: [{ event: TransactionStep.Submitted, applicant: 11, created_at: at }],
    });
    expect(drawerBlockInput(submitted).isFinishingApplication).toBe(false);
    expect(drawerBlockInput(transaction({ status: ApplicationStatus.Approved })).isFinishingApplication).toBe(
      false,
    );
  });
});
