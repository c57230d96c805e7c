import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApplicationStatus } from '../constants/application-status.js';
import { type DrawerBlockInput, drawerBlockReason, viewProgressRoute } from './drawer-block.js';

const open: DrawerBlockInput = {
  status: ApplicationStatus.InProgress,
  isFinishingApplication: true,
  isPrimaryApplicant: true,
  unitAvailable: true,
  quoteExpired: false,
  hasUnconfirmedPriceChange: false,
  moveInThresholdExceeded: false,
  guarantorRequested: false,
  incomeRequested: false,
  hasOutstandingBalance: false,
};

describe('drawerBlockReason', () => {
  it.each([
    [{}, null],
    [{ status: ApplicationStatus.Cancelled }, 'cancelled'],
    [{ status: ApplicationStatus.Cancelled, unitAvailable: false }, 'cancelled'],
    [{ isFinishingApplication: false }, 'not_finishing'],
    [{ isFinishingApplication: false, guarantorRequested: true }, 'guarantor_requested'],
    [{ isFinishingApplication: false, incomeRequested: true }, 'income_requested'],
    [
      { isFinishingApplication: false, incomeRequested: true, guarantorRequested: true },
      'guarantor_requested',
    ],
    [{ unitAvailable: false }, 'unit_unavailable_primary'],
    [{ unitAvailable: false, isPrimaryApplicant: false }, 'unit_unavailable_household'],
    [{ quoteExpired: true }, 'quote_expired'],
    [{ hasUnconfirmedPriceChange: true }, 'price_changed'],
    [{ hasUnconfirmedPriceChange: true, isPrimaryApplicant: false }, null],
    [{ hasUnconfirmedPriceChange: true, unitAvailable: false }, 'unit_unavailable_primary'],
    [{ hasUnconfirmedPriceChange: true, quoteExpired: true }, 'quote_expired'],
    [{ moveInThresholdExceeded: true }, 'move_in_threshold_exceeded'],
    [{ guarantorRequested: true }, 'guarantor_requested'],
    [{ incomeRequested: true }, 'income_requested'],
    [{ hasOutstandingBalance: true }, 'outstanding_balance'],
    [{ quoteExpired: true, hasOutstandingBalance: true }, 'quote_expired'],
  ] as const)('%j blocks with %s', (change, reason) => {
    expect(drawerBlockReason({ ...open, ...change })).toBe(reason);
  });
});

describe('viewProgressRoute', () => {
  it.each([
    [{ hasUnconfirmedPriceChange: true, isPrimaryApplicant: true, unitAvailable: true }, 'pricing-updated'],
    [
      { hasUnconfirmedPriceChange: false, isPrimaryApplicant: false, unitAvailable: false },
      'unit-unavailable',
    ],
    [{ hasUnconfirmedPriceChange: false, isPrimaryApplicant: true, unitAvailable: false }, 'lease-terms'],
    [{ hasUnconfirmedPriceChange: true, isPrimaryApplicant: false, unitAvailable: true }, 'lease-terms'],
    [
      { hasUnconfirmedPriceChange: true, isPrimaryApplicant: false, unitAvailable: false },
      'unit-unavailable',
    ],
    [{ hasUnconfirmedPriceChange: false, isPrimaryApplicant: true, unitAvailable: true }, 'lease-terms'],
  ])('%j goes to %s', (input, route) => {
    expect(viewProgressRoute(input, 'lease-terms')).toBe(route);
  });
});

describe('the primary-applicant rules (spec §6)', () => {
  const anyInput = fc.record({
    status: fc.constantFrom(...Object.values(ApplicationStatus)),
    isFinishingApplication: fc.boolean(),
    isPrimaryApplicant: fc.boolean(),
    unitAvailable: fc.boolean(),
    quoteExpired: fc.boolean(),
    hasUnconfirmedPriceChange: fc.boolean(),
    moveInThresholdExceeded: fc.boolean(),
    guarantorRequested: fc.boolean(),
    incomeRequested: fc.boolean(),
    hasOutstandingBalance: fc.boolean(),
  });

  it('never shows a price-update warning, nor sends to confirm it, to anyone but the primary applicant', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const household = { ...input, isPrimaryApplicant: false };
        expect(drawerBlockReason(household)).not.toBe('price_changed');
        expect(viewProgressRoute(household, 'next')).not.toBe('pricing-updated');
        expect(drawerBlockReason(household)).toBe(
          drawerBlockReason({ ...household, hasUnconfirmedPriceChange: false }),
        );
      }),
    );
  });

  it('tells the unit-unavailable hold apart by role only', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const reason = drawerBlockReason(input);
        if (reason === 'unit_unavailable_primary') expect(input.isPrimaryApplicant).toBe(true);
        if (reason === 'unit_unavailable_household') expect(input.isPrimaryApplicant).toBe(false);
      }),
    );
  });
});
