import { describe, expect, it } from 'vitest';
import type { CommunityDefinition } from '../schemas/community-definition.js';
import { applicableProfiles } from './applicable-profiles.js';
import { effectiveRules } from './effective-rules.js';
import { settingsViolations } from './settings-violations.js';

const rulesAt = (state: string, city: string) =>
  effectiveRules(applicableProfiles({ state, city }).profiles.map(({ profile }) => profile));

type Fee = CommunityDefinition['fees'][number];
const screeningFee = (amount_cents: number): Fee => ({
  key: 'application-fee',
  name: 'Background and Credit Check Fee',
  kind: 'one_time',
  category: 10,
  amount_cents,
  per: 'adult_applicant',
  taxable: false,
});
const securityDeposit = (amount_cents_by_bedrooms: Record<string, number>): Fee => ({
  key: 'unit-security-deposit',
  name: 'Unit Security Deposit',
  kind: 'deposit',
  amount_cents_by_bedrooms,
  per: 'transaction',
  taxable: false,
});
const administrativeFee: Fee = {
  key: 'admin-fee',
  name: 'Administrative Fee',
  kind: 'one_time',
  amount_cents: 15_000,
  per: 'transaction',
  taxable: false,
};
const petOption = (one_time_cents: number): CommunityDefinition['rental_options'][number] => ({
  key: 'pet',
  category: 'Pets',
  name: 'Pet',
  monthly_cents: 2_500,
  one_time_cents,
  max_quantity: 2,
  taxable: false,
});
const unit = (
  unit_number: string,
  bedrooms: number,
  base_rent_cents: number,
): CommunityDefinition['units'][number] => ({
  unit_number,
  layout: '1 Bedroom',
  bedrooms,
  bathrooms: 1,
  sqft: 700,
  base_rent_cents,
  available_from: '2026-01-01',
  available: true,
});

/** Prospect Row's figures (Brooklyn), as in the demo data. */
const prospectRow = {
  fees: [screeningFee(2_000), securityDeposit({ '1': 340_000, '2': 425_000 })],
  units: [unit('2A', 1, 340_000), unit('3C', 2, 425_000)],
  rental_options: [],
};

describe('settingsViolations: amounts configured above the law of the place', () => {
  it("Prospect Row's own figures are within New York's limits", () => {
    expect(settingsViolations(prospectRow, rulesAt('NY', 'Brooklyn'), '2026-11-28')).toEqual([]);
  });

  it('N.Y. Real Prop. Law § 238-a(1)(b): a $25 screening fee is refused under its field', () => {
    const community = { ...prospectRow, fees: [screeningFee(2_500), ...prospectRow.fees.slice(1)] };
    expect(settingsViolations(community, rulesAt('NY', 'Brooklyn'), '2026-11-28')).toEqual([
      {
        path: ['fees', 0, 'amount_cents'],
        message: 'New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a).',
        facts: { limit: 'screening_fee', law: 'New York', cite: 'N.Y. Real Prop. Law § 238-a', cents: 2_000 },
      },
    ]);
  });

  it("Cal. Civ. Code § 1950.5(c): a deposit above a unit's rent is refused, naming the unit", () => {
    const community = {
      fees: [screeningFee(5_500), securityDeposit({ '1': 300_000, '2': 345_000 })],
      units: [unit('B101', 1, 265_000), unit('B204', 2, 345_000)],
      rental_options: [],
    };
    expect(settingsViolations(community, rulesAt('CA', 'Oakland'), '2026-11-28')).toEqual([
      {
        path: ['fees', 1, 'amount_cents_by_bedrooms', '1'],
        message:
          "California limits security deposits to one month's rent (Cal. Civ. Code § 1950.5). Unit B101 rents for $2,650 a month, and its deposits add up to $3,000.",
        facts: {
          limit: 'deposits',
          law: 'California',
          cite: 'Cal. Civ. Code § 1950.5',
          months: 1,
          unitNumber: 'B101',
          rentCents: 265_000,
          totalCents: 300_000,
        },
      },
    ]);
  });

  it('N.Y. Real Prop. Law § 238-a(1)(a): an administrative fee and a pet fee up front are refused, monthly pet rent is not', () => {
    const community = {
      ...prospectRow,
      fees: [...prospectRow.fees, administrativeFee],
      rental_options: [petOption(30_000), { ...petOption(0), key: 'cat' }],
    };
    const rule =
      'New York allows no fee before or at the start of a tenancy but the background and credit check fee (N.Y. Real Prop. Law § 238-a).';
    const facts = { limit: 'up_front_fee', law: 'New York', cite: 'N.Y. Real Prop. Law § 238-a' };
    expect(settingsViolations(community, rulesAt('NY', 'Brooklyn'), '2026-11-28')).toEqual([
      { path: ['fees', 2, 'amount_cents'], message: rule, facts },
      { path: ['rental_options', 0, 'one_time_cents'], message: rule, facts },
    ]);
  });

  it('California and Texas allow other up-front fees', () => {
    const community = {
      fees: [screeningFee(5_500), administrativeFee],
      units: [unit('1', 1, 300_000)],
      rental_options: [petOption(30_000)],
    };
    expect(settingsViolations(community, rulesAt('CA', 'Oakland'), '2026-11-28')).toEqual([]);
    expect(settingsViolations(community, rulesAt('TX', 'Austin'), '2026-11-28')).toEqual([]);
  });

  it('Texas: the federal base limits neither', () => {
    const community = {
      fees: [screeningFee(50_000), securityDeposit({ '1': 900_000 })],
      units: [unit('1', 1, 100_000)],
      rental_options: [],
    };
    expect(settingsViolations(community, rulesAt('TX', 'Austin'), '2026-11-28')).toEqual([]);
  });
});
