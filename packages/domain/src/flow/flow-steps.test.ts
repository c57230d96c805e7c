import { describe, expect, it } from 'vitest';
import { TransactionStep } from '../constants/transaction-steps.js';
import { TransactionType } from '../constants/transaction-types.js';
import { carriedOverSteps, flowSteps, isCarriedOverRoute, lastStepWalked } from './flow-steps.js';

const { Address, Screening, IdentityVerification, FeesDeposits } = TransactionStep;

describe('the flow of each transaction type', () => {
  it.each([
    [
      TransactionType.Application,
      [],
      [
        'address',
        'military-status',
        'lease-terms',
        'rental-profile',
        'income-employment',
        'fees-deposits',
        'screening',
        'id-verify',
        'application-complete',
        'payment-details',
      ],
      IdentityVerification,
    ],
    [
      TransactionType.Transfer,
      [Address, Screening, IdentityVerification],
      [
        'military-status',
        'lease-terms',
        'rental-profile',
        'income-employment',
        'fees-deposits',
        'application-complete',
        'payment-details',
      ],
      FeesDeposits,
    ],
  ])('type %i carries %j over, walks %j and finishes with step %i', (type, carried, routes, last) => {
    expect(carriedOverSteps(type)).toEqual(carried);
    expect(flowSteps(type).map((step) => step.route)).toEqual(routes);
    expect(lastStepWalked(type)).toBe(last);
  });

  it('never carries over what a transfer must do anew: the new lease, its options, income and fees', () => {
    const carried: readonly number[] = carriedOverSteps(TransactionType.Transfer);
    for (const step of [
      TransactionStep.Military,
      TransactionStep.LeaseTerms,
      TransactionStep.RentalOptions,
      TransactionStep.IncomeEmployment,
      TransactionStep.FeesDeposits,
    ]) {
      expect(carried).not.toContain(step);
    }
  });
});

describe('isCarriedOverRoute', () => {
  it.each([
    [TransactionType.Transfer, 'address', true],
    [TransactionType.Transfer, 'screening', true],
    [TransactionType.Transfer, 'id-verify', true],
    [TransactionType.Transfer, 'fees-deposits', false],
    [TransactionType.Transfer, 'payment-details', false],
    [TransactionType.Application, 'address', false],
  ])('type %i, %s: %s', (type, route, carried) => {
    expect(isCarriedOverRoute(type, route)).toBe(carried);
  });
});
