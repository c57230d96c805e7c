/**
 * Proving income through an outside provider (spec part 2 §2 "Connect"): the first provider style
 * (Finicity) links a bank account; the second (Plaid) offers a bank link and two payroll flows.
 */
export const LinkStyle = {
  Finicity: 'finicity',
  Plaid: 'plaid',
} as const;
export type LinkStyle = (typeof LinkStyle)[keyof typeof LinkStyle];

/** The second provider's flows, as `create-plaid-link-token/{flow}` and `fetch-plaid-reports/{flow}` name them. */
export const linkFlows = ['bank', 'payroll_digital', 'payroll_manual'] as const;
export type LinkFlow = (typeof linkFlows)[number];

/** The products of the verification link launcher (spec part 2 §2, §4): `verification-link-token`. */
export const verificationProducts = ['bank', 'income', 'identity'] as const;
export type VerificationProduct = (typeof verificationProducts)[number];

/** What a provider window is opened for: one of the flows, or an identity check. */
export type LinkProduct = LinkFlow | 'identity';

/** The flow each launcher product runs: "income" is payroll income, proven through the payroll provider. */
export const productOfVerification: Record<VerificationProduct, LinkProduct> = {
  bank: 'bank',
  income: 'payroll_digital',
  identity: 'identity',
};

/**
 * The launcher product that opens a flow's window, or null for a flow the launcher does not offer
 * (`payroll_manual`, whose window takes uploaded documents): its token comes from `create-plaid-link-token`.
 */
export function verificationProductOf(flow: LinkFlow): VerificationProduct | null {
  return verificationProducts.find((product) => productOfVerification[product] === flow) ?? null;
}

/** `source` of every message the provider window posts to the app (docs/api.md, "Provider window"). */
export const LINK_WINDOW_MESSAGE_SOURCE = 'portal-financial-link';
