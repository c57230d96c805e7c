import type { LinkProduct } from '@portal/domain/constants/financial-link';
import {
  CountryCode,
  IncomeVerificationPayrollFlowType,
  IncomeVerificationSourceType,
  type LinkTokenCreateRequest,
  Products,
} from 'plaid';

/** The Plaid user a link's data belongs to (a user token, or a user id on newer Plaid accounts). */
export type PlaidUser = { user_token: string } | { user_id: string };

const CLIENT_NAME = 'Rental Portal';
/** Bank Income and Assets look back this far. */
export const DAYS_REQUESTED = 90;

const payrollFlow: Partial<Record<LinkProduct, IncomeVerificationPayrollFlowType>> = {
  payroll_digital: IncomeVerificationPayrollFlowType.DigitalIncome,
  payroll_manual: IncomeVerificationPayrollFlowType.DocumentIncome,
};

/** The link token request for a product: Identity Verification, Payroll Income, or Bank Income and Assets. */
export function linkTokenRequest(
  product: LinkProduct,
  clientUserId: string,
  user: PlaidUser | undefined,
  keys: { identityTemplateId?: string; redirectUri?: string },
): LinkTokenCreateRequest {
  const base = {
    client_name: CLIENT_NAME,
    language: 'en',
    country_codes: [CountryCode.Us],
    user: { client_user_id: clientUserId },
    ...(keys.redirectUri ? { redirect_uri: keys.redirectUri } : {}),
    ...user,
  };
  if (product === 'identity') {
    return {
      ...base,
      products: [Products.IdentityVerification],
      identity_verification: { template_id: keys.identityTemplateId ?? '' },
    };
  }
  const flow = payrollFlow[product];
  return {
    ...base,
    products: flow ? [Products.IncomeVerification] : [Products.IncomeVerification, Products.Assets],
    income_verification: flow
      ? {
          income_source_types: [IncomeVerificationSourceType.Payroll],
          payroll_income: { flow_types: [flow] },
        }
      : {
          income_source_types: [IncomeVerificationSourceType.Bank],
          bank_income: { days_requested: DAYS_REQUESTED },
        },
  };
}
