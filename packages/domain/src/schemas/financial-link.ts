import { z } from 'zod';
import { linkFlows, verificationProducts } from '../constants/financial-link.js';
import { MAX_RECORD_ID } from './record-id.js';

// The spec's income verification messages (part 2 §8).
export const REPORT_GENERATION_FAILED_MESSAGE =
  'There was an error generating your income and assets report. Please try again.';
export const NO_LINK_MESSAGE = 'There was a problem with the request. Please try again.';
export const PROVIDER_FAILURE_CODE_MESSAGE =
  'There was an error accessing your information. Please try again.';
export const PROVIDER_ERROR_MESSAGE = 'There was an error attempting to get your records. Please try again.';

export const linkFlowSchema = z.enum(linkFlows, {
  error: `Choose one of: ${linkFlows.join(', ')}.`,
});

/** Provider tokens and ids as they travel in a path: letters, digits, dashes and underscores. */
const providerReference = (name: string) =>
  z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, `${name} is not valid.`);

/** `get-income-and-assets/{a}/{b}/{c}/`: the three values the provider window's success hands the app. */
export const incomeAndAssetsParamsSchema = z.object({
  public_token: providerReference('The public token'),
  link_session_id: providerReference('The link session id'),
  flow: linkFlowSchema,
});

/** GET generate-finicity-link: where the first provider's window is. */
export const finicityLinkSchema = z.object({
  link: z.string().describe('The URL of the provider window; open it in a frame or a new window'),
});
export type FinicityLink = z.infer<typeof finicityLinkSchema>;

/** Who opens the window: the built-in sandbox (its `hosted_link_url`), or Plaid Link from the token. */
export const linkProviders = ['sandbox', 'plaid'] as const;
export type LinkProvider = (typeof linkProviders)[number];

const linkTokenFields = {
  provider: z
    .enum(linkProviders)
    .describe('sandbox: open hosted_link_url; plaid: open Plaid Link with the token'),
  expiration: z.iso.datetime({ offset: true }),
  hosted_link_url: z
    .string()
    .nullable()
    .describe(
      "The built-in sandbox's window for this token; null with Plaid, whose Link SDK opens it from the token",
    ),
};

/** GET create-plaid-link-token/{flow}: the token that opens the second provider's window. */
export const plaidLinkTokenSchema = z.object({ link_token: z.string(), ...linkTokenFields });
export type PlaidLinkToken = z.infer<typeof plaidLinkTokenSchema>;

export const verificationLinkTokenQuerySchema = z.object({
  lease_transaction_id: z.coerce
    .number({ error: 'lease_transaction_id must be a whole number.' })
    .int('lease_transaction_id must be a whole number.')
    .positive('lease_transaction_id must be a whole number.')
    .max(MAX_RECORD_ID, 'lease_transaction_id must be a whole number.'),
  product: z.enum(verificationProducts, {
    error: `product must be one of: ${verificationProducts.join(', ')}.`,
  }),
});

/** GET verification-link-token/: the spec's Verification link token response, kept by the browser across a redirect. */
export const verificationLinkTokenSchema = z.object({ token: z.string(), ...linkTokenFields });
export type VerificationLinkToken = z.infer<typeof verificationLinkTokenSchema>;

/** 202 from the report calls: not ready yet, ask again (spec part 2 §4 "Report polling"). */
export const reportPendingSchema = z.object({ status: z.literal('pending') });
export type ReportPending = z.infer<typeof reportPendingSchema>;
