import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '../constants/roles.js';
import { paymentBreakdown } from '../pricing/payment-breakdown.js';
import { householdDocumentTypes, leaseMoneyTerms, signsDocument } from './lease-documents.js';

describe('householdDocumentTypes', () => {
  it.each([
    [[], ['lease']],
    [['pets'], ['lease', 'pet_addendum']],
    [['parking'], ['lease', 'parking_storage_addendum']],
    [
      ['storage', 'parking'],
      ['lease', 'parking_storage_addendum'],
    ],
    [['wine-cooler'], ['lease']],
    [
      ['pets', 'storage'],
      ['lease', 'pet_addendum', 'parking_storage_addendum'],
    ],
  ])('options %j → %j', (categories, expected) => {
    expect(householdDocumentTypes(categories)).toEqual(expected);
  });
});

describe('signsDocument', () => {
  it.each([
    [roles.primary_applicant.code, 'lease', false, true],
    [roles.co_applicant.code, 'pet_addendum', false, true],
    [roles.primary_applicant.code, 'guarantor_agreement', false, false],
    [roles.guarantor.code, 'lease', false, false],
    [roles.guarantor.code, 'guarantor_agreement', true, true],
    [roles.guarantor.code, 'guarantor_agreement', false, false],
    [roles.occupant.code, 'lease', false, false],
    [roles.dependent.code, 'lease', false, false],
  ] as const)('role %i, %s (own agreement: %s) → %s', (role, type, own, expected) => {
    expect(signsDocument(role, type, own)).toBe(expected);
  });
});

describe('leaseMoneyTerms', () => {
  const base = {
    transactionType: 10,
    leaseTermMonths: 12,
    bedrooms: 2,
    options: [
      {
        name: 'Parking',
        category: 'parking',
        monthlyCents: 7500,
        depositCents: 10000,
        oneTimeCents: 2500,
        quantity: 1,
        includedQuantity: 0,
        taxable: true,
        isAssistanceAnimal: false,
      },
    ],
    fees: [
      {
        key: 'unit-security-deposit',
        name: 'Security Deposit',
        kind: 'deposit' as const,
        category: null,
        amountCents: 50000,
        amountCentsByBedrooms: null,
        per: 'transaction' as const,
        feeHelpText: null,
        taxable: false,
        transactionTypes: null,
      },
    ],
    concessions: [{ name: 'Winter special', amountCents: 5000 }],
    adults: [{ applicantId: 1, inviteeId: null, screeningFeeWaived: false }],
    depositAlternativeChosen: false,
    conditionalCharge: { amountCents: 25000, kind: 'security_deposit' as const },
  };

  it('takes every amount from the payment breakdown, to the cent, for any rent, tax and move-in day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 900_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 1, max: 28 }),
        (rentCents, salesTaxBasisPoints, day) => {
          const moveInDate = `2027-03-${String(day).padStart(2, '0')}`;
          const breakdown = paymentBreakdown({ ...base, rentCents, salesTaxBasisPoints, moveInDate });
          const terms = leaseMoneyTerms(breakdown);
          const sum = (lines: { amountCents: number; taxCents: number }[]) =>
            lines.reduce((total, line) => total + line.amountCents + line.taxCents, 0);
          expect(terms.monthlyTotalCents).toBe(breakdown.total_fees_per_month);
          expect(sum(terms.monthly)).toBe(breakdown.total_fees_per_month);
          expect(sum(terms.firstMonth)).toBe(terms.firstMonthTotalCents);
          expect(terms.firstMonthTotalCents).toBe(
            breakdown.monthly_fees.total + breakdown.monthly_fees.total_tax,
          );
          expect(sum(terms.deposits)).toBe(breakdown.deposits.total + breakdown.deposits.total_tax);
          expect(sum(terms.oneTimeFees)).toBe(
            breakdown.one_time_fees.total + breakdown.one_time_fees.total_tax,
          );
        },
      ),
    );
  });

  it('lists the conditional approval’s additional deposit and the concession as a saving', () => {
    const terms = leaseMoneyTerms(
      paymentBreakdown({ ...base, rentCents: 150_000, salesTaxBasisPoints: 0, moveInDate: '2027-03-01' }),
    );
    expect(terms.deposits.map((line) => [line.name, line.amountCents])).toEqual([
      ['Security Deposit', 50000],
      ['Additional Security Deposit', 25000],
      ['Parking deposit', 10000],
    ]);
    expect(terms.savings).toEqual([{ name: 'Winter special', amountCents: 60000, taxCents: 0 }]);
    expect(terms.monthly.find((line) => line.name === 'Rent')?.amountCents).toBe(150_000);
  });
});
