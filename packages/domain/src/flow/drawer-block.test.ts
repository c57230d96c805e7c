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
    [{ unitAvailable: false }, 'unit_unavailable_primary'],
    [{ unitAvailable: false, isPrimaryApplicant: false }, 'unit_unavailable_household'],
    [{ quoteExpired: true }, 'quote_expired'],
    [{ hasUnconfirmedPriceChange: true }, 'price_changed'],
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
    [{ hasUnconfirmedPriceChange: true, isPrimaryApplicant: true, unitAvailable: true }, 'payment-details'],
    [
      { hasUnconfirmedPriceChange: false, isPrimaryApplicant: false, unitAvailable: false },
      'unit-unavailable',
    ],
    [{ hasUnconfirmedPriceChange: false, isPrimaryApplicant: true, unitAvailable: false }, 'lease-terms'],
    [{ hasUnconfirmedPriceChange: false, isPrimaryApplicant: true, unitAvailable: true }, 'lease-terms'],
  ])('%j goes to %s', (input, route) => {
    expect(viewProgressRoute(input, 'lease-terms')).toBe(route);
  });
});
