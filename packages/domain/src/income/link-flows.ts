import { type LinkFlow, type LinkProduct, LinkStyle } from '../constants/financial-link.js';
import type { CommunitySettings } from '../schemas/community.js';

type LinkSettings = Pick<
  CommunitySettings,
  | 'financial_situation_verification_provider'
  | 'enable_automatic_income_verification'
  | 'plaid_link_bank_flow_enabled'
  | 'plaid_payroll_digital_flow_enabled'
  | 'plaid_payroll_manual_flow_enabled'
>;

const flowSetting = {
  bank: 'plaid_link_bank_flow_enabled',
  payroll_digital: 'plaid_payroll_digital_flow_enabled',
  payroll_manual: 'plaid_payroll_manual_flow_enabled',
} as const satisfies Record<LinkFlow, keyof LinkSettings>;

/**
 * Whether the community lets applicants prove income this way (spec part 2 §2 "Connect"): the first
 * provider links a bank account; the second offers each of its flows its own setting. A manual community
 * offers none. An identity check is not income verification and is offered everywhere.
 */
export function offersLink(settings: LinkSettings, style: LinkStyle, product: LinkProduct): boolean {
  if (product === 'identity') return style === LinkStyle.Plaid;
  if (!settings.enable_automatic_income_verification) return false;
  if (settings.financial_situation_verification_provider !== style) return false;
  return style === LinkStyle.Finicity ? product === 'bank' : settings[flowSetting[product]];
}
