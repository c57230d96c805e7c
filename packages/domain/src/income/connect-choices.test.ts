import { describe, expect, it } from 'vitest';
import { manualIncomeSettings as manual } from '../test-support/income-settings.js';
import { connectChoices } from './connect-choices.js';

const plaid = {
  financial_situation_verification_provider: 'plaid',
  enable_automatic_income_verification: true,
  plaid_link_bank_flow_enabled: true,
  plaid_payroll_digital_flow_enabled: true,
  plaid_payroll_manual_flow_enabled: true,
} as const;

describe('connectChoices', () => {
  it('adds by hand in manual mode', () => {
    expect(connectChoices(manual)).toEqual({ links: [], manual: true });
  });

  it('offers the first provider’s bank link beside adding by hand', () => {
    const finicity = {
      ...manual,
      financial_situation_verification_provider: 'finicity',
      enable_automatic_income_verification: true,
    } as const;
    expect(connectChoices(finicity)).toEqual({ links: [{ style: 'finicity' }], manual: true });
  });

  it('offers the second provider’s three flows, in order', () => {
    expect(connectChoices(plaid)).toEqual({
      links: [
        { style: 'plaid', flow: 'bank' },
        { style: 'plaid', flow: 'payroll_digital' },
        { style: 'plaid', flow: 'payroll_manual' },
      ],
      manual: false,
    });
  });

  it.each([
    ['plaid_link_bank_flow_enabled', ['payroll_digital', 'payroll_manual']],
    ['plaid_payroll_digital_flow_enabled', ['bank', 'payroll_manual']],
    ['plaid_payroll_manual_flow_enabled', ['bank', 'payroll_digital']],
  ] as const)('leaves out a flow turned off (%s)', (setting, flows) => {
    const choices = connectChoices({ ...plaid, [setting]: false });
    expect(choices.links).toEqual(flows.map((flow) => ({ style: 'plaid', flow })));
  });

  it('falls back to adding by hand when the provider offers nothing', () => {
    const none = {
      ...plaid,
      plaid_link_bank_flow_enabled: false,
      plaid_payroll_digital_flow_enabled: false,
      plaid_payroll_manual_flow_enabled: false,
    };
    expect(connectChoices(none)).toEqual({ links: [], manual: true });
    expect(connectChoices({ ...plaid, enable_automatic_income_verification: false })).toEqual({
      links: [],
      manual: true,
    });
  });
});
