import { describe, expect, it } from 'vitest';
import { manualIncomeSettings as manual } from '../test-support/income-settings.js';
import { offersLink } from './link-flows.js';

const plaid = {
  ...manual,
  financial_situation_verification_provider: 'plaid',
  enable_automatic_income_verification: true,
  plaid_link_bank_flow_enabled: true,
  plaid_payroll_digital_flow_enabled: true,
  plaid_payroll_manual_flow_enabled: false,
} as const;
const finicity = {
  ...manual,
  financial_situation_verification_provider: 'finicity',
  enable_automatic_income_verification: true,
} as const;

describe('offersLink', () => {
  it('offers nothing to link where income is proven by hand', () => {
    expect(offersLink(manual, 'plaid', 'bank')).toBe(false);
    expect(offersLink(manual, 'finicity', 'bank')).toBe(false);
  });

  it("offers the second provider's flows that the community turned on", () => {
    expect(offersLink(plaid, 'plaid', 'bank')).toBe(true);
    expect(offersLink(plaid, 'plaid', 'payroll_digital')).toBe(true);
    expect(offersLink(plaid, 'plaid', 'payroll_manual')).toBe(false);
    expect(offersLink(plaid, 'finicity', 'bank')).toBe(false);
  });

  it('offers the first provider a bank link only', () => {
    expect(offersLink(finicity, 'finicity', 'bank')).toBe(true);
    expect(offersLink(finicity, 'finicity', 'payroll_digital')).toBe(false);
    expect(offersLink(finicity, 'plaid', 'bank')).toBe(false);
  });

  it('needs automatic income verification turned on', () => {
    expect(offersLink({ ...plaid, enable_automatic_income_verification: false }, 'plaid', 'bank')).toBe(
      false,
    );
  });

  it('offers an identity check everywhere, through the second provider', () => {
    expect(offersLink(manual, 'plaid', 'identity')).toBe(true);
    expect(offersLink(finicity, 'finicity', 'identity')).toBe(false);
  });
});
