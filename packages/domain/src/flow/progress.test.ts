import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApplicationStatus } from '../constants/application-status.js';
import { TransactionStep } from '../constants/transaction-steps.js';
import { TransactionType } from '../constants/transaction-types.js';
import { drawerSteps, nextRoute, progressPercentage } from './progress.js';

const done = (...codes: TransactionStep[]) => new Set(codes);
const {
  Address,
  Military,
  LeaseTerms,
  RentalOptions,
  IncomeEmployment,
  FeesDeposits,
  Screening,
  IdentityVerification,
  Submitted,
} = TransactionStep;

/** The steps of an application, in the order the journey asks for them. */
const journey = [
  Address,
  Military,
  LeaseTerms,
  RentalOptions,
  IncomeEmployment,
  FeesDeposits,
  Screening,
  IdentityVerification,
];
const firstSteps = (count: number) => done(...journey.slice(0, count));

describe('nextRoute and progressPercentage', () => {
  it.each([
    [firstSteps(0), 'address', 0],
    [firstSteps(1), 'military-status', 10],
    [firstSteps(2), 'lease-terms', 20],
    [firstSteps(3), 'rental-profile', 30],
    [firstSteps(4), 'income-employment', 40],
    [firstSteps(5), 'fees-deposits', 50],
    [firstSteps(6), 'screening', 60],
    [firstSteps(7), 'id-verify', 70],
    [firstSteps(8), 'application-complete', 80],
    // A later step recorded before an earlier one does not skip the earlier one.
    [done(LeaseTerms, RentalOptions), 'address', 0],
  ])('after %j the next route is %s at %i%%', (completed, route, percentage) => {
    expect(nextRoute(completed)).toBe(route);
    expect(progressPercentage(completed, ApplicationStatus.InProgress)).toBe(percentage);
  });

  it('is 100 when the application is Completed, whatever the steps', () => {
    expect(progressPercentage(done(), ApplicationStatus.Completed)).toBe(100);
  });

  it('stays at Application Complete once everything is done, short of 100 until Completed', () => {
    const all = done(...journey, Submitted);
    expect(nextRoute(all)).toBe('application-complete');
    for (const status of [ApplicationStatus.Submitted, ApplicationStatus.Approved]) {
      expect(progressPercentage(all, status)).toBe(80);
    }
    expect(progressPercentage(all, ApplicationStatus.Completed)).toBe(100);
  });

  it('never goes above 100 or below 0, and never decreases as steps complete', () => {
    const codes = [...journey, Submitted];
    fc.assert(
      fc.property(fc.subarray(codes), fc.constantFrom(...codes), (completed, extra) => {
        const before = progressPercentage(new Set(completed), ApplicationStatus.InProgress);
        const after = progressPercentage(new Set([...completed, extra]), ApplicationStatus.InProgress);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(100);
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('drawerSteps', () => {
  it('marks completed steps, the current one, and allows clicks up to the furthest reached', () => {
    const steps = drawerSteps(done(Address, Military));
    expect(steps.map((s) => s.state).slice(0, 4)).toEqual(['completed', 'completed', 'current', 'upcoming']);
    expect(steps.filter((s) => s.clickable).map((s) => s.step.label)).toEqual([
      'Current Address',
      'Military Status',
      'Lease Details',
    ]);
    expect(steps).toHaveLength(10);
  });
});

describe('a transfer', () => {
  const transfer = TransactionType.Transfer;
  const carried = [Address, Screening, IdentityVerification];

  it.each([
    [done(...carried), 'military-status', 0],
    [done(...carried, Military), 'lease-terms', 14],
    [done(...carried, Military, LeaseTerms, RentalOptions, IncomeEmployment), 'fees-deposits', 57],
    [
      done(...carried, Military, LeaseTerms, RentalOptions, IncomeEmployment, FeesDeposits),
      'application-complete',
      71,
    ],
  ])('after %j goes on to %s at %i%%', (completed, route, percentage) => {
    expect(nextRoute(completed, transfer)).toBe(route);
    expect(progressPercentage(completed, ApplicationStatus.InProgress, transfer)).toBe(percentage);
  });

  it('lists no step a current resident already passed', () => {
    const labels = drawerSteps(done(...carried), transfer).map((entry) => entry.step.label);
    expect(labels).not.toContain('Current Address');
    expect(labels).not.toContain('Screening');
    expect(labels).not.toContain('Identity Verification');
    expect(labels[0]).toBe('Military Status');
  });
});
